/** Games (hk). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: '小遊戲',
  noStake: '免費的預測遊戲：贏取積分，從不押注任何資金。',
  rules: {
    link: '規則',
    title: '小遊戲規則',
    noStakeTitle: '不押注任何資金',
    noStake: '參與免費。不會從您的任何餘額中扣款，預測錯誤也沒有任何損失。',
    whatTitle: '預測甚麼',
    what: 'BTC/USDT 在一個 UTC 日的收市價是高於還是低於其開市價。',
    whenTitle: '何時預測',
    when: '在某一天開始之前（即前一個 UTC 日內）進行預測，每天一次。任何人都無法在已知當天部分走勢的情況下預測。',
    settleTitle: '如何結算',
    settle:
      '開市價為 UTC 00:00 或之前記錄的最後一個價格，收市價為下一個 UTC 00:00 或之前記錄的最後一個價格。兩個記錄的價格會與結果一同顯示，作為其證明。若行情在任一時刻前後五分鐘內沒有記錄價格，或當天收市價恰好等於開市價，則該輪不計分。',
    pointsTitle: '積分',
    points: '預測正確得 {{points}} 分；預測錯誤不得分。',
    prizesTitle: '每週獎品',
    prizes:
      '積分按週一至週日（UTC）累計。一週結束後，有積分的前 {{places}} 名各獲得一張由已注資活動提供的優惠券（如有活動）。積分相同時，本週首次預測較早者排名靠前。',
  },
  next: {
    title: '下一輪：{{day}}（UTC）',
    question: '{{symbol}} 當天收市價會高於還是低於開市價？',
    window: '當天開始時截止預測：{{when}}',
    yours: '您的預測：{{direction}}',
  },
  direction: { up: '高於', down: '低於' },
  choice: { up: '↑ 高於', down: '↓ 低於' },
  predicted: '預測已儲存',
  signIn: '登入後即可參與。',
  today: {
    title: '進行中的一輪：{{day}}（UTC）',
    open: '開市價',
    noOpen: '未記錄',
    last: '最新價',
    closes: '收市時間',
    yours: '您的預測',
    none: '無',
  },
  points_one: '{{count}} 分',
  points_other: '{{count}} 分',
  thisWeek: '本週',
  pointsRule: '預測正確得 {{points}} 分。',
  prize_one: '本週第一名將獲得：{{prize}}',
  prize_other: '本週前 {{count}} 名各獲得：{{prize}}',
  noPrize: '本週沒有已注資的獎品：僅計積分。',
  board: {
    title: '排行榜 {{from}} – {{to}}',
    empty: '本週還沒有預測',
    you: '您',
    prize: { granted: '已獲優惠券', unfunded: '無已注資獎品' },
  },
  history: {
    title: '我的預測',
    empty: '還沒有預測',
    tick: '{{price}}，{{when}}（{{source}}，行情 #{{id}}）',
    noTick: '該時刻附近沒有記錄價格',
    open: '開市價',
    close: '收市價',
    result: '結果',
  },
  status: { pending: '等待收市', right: '正確', wrong: '錯誤', void: '不計分' },
  result: { up: '收市高於開市', down: '收市低於開市', flat: '收市等於開市', void: '未記錄價格：作廢' },
} satisfies Messages<typeof en>;
