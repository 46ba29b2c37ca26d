/** Games (zh). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: '小游戏',
  noStake: '免费的预测游戏：赢取积分，从不押注任何资金。',
  rules: {
    link: '规则',
    title: '小游戏规则',
    noStakeTitle: '不押注任何资金',
    noStake: '参与免费。不会从您的任何余额中扣款，预测错误也没有任何损失。',
    whatTitle: '预测什么',
    what: 'BTC/USDT 在一个 UTC 日的收盘价是高于还是低于其开盘价。',
    whenTitle: '何时预测',
    when: '在某一天开始之前（即前一个 UTC 日内）进行预测，每天一次。任何人都无法在已知当天部分走势的情况下预测。',
    settleTitle: '如何结算',
    settle:
      '开盘价为 UTC 00:00 或之前记录的最后一个价格，收盘价为下一个 UTC 00:00 或之前记录的最后一个价格。两个记录的价格会与结果一同显示，作为其证明。若行情在任一时刻前后五分钟内没有记录价格，或当天收盘价恰好等于开盘价，则该轮不计分。',
    pointsTitle: '积分',
    points: '预测正确得 {{points}} 分；预测错误不得分。',
    prizesTitle: '每周奖品',
    prizes:
      '积分按周一至周日（UTC）累计。一周结束后，有积分的前 {{places}} 名各获得一张由已注资活动提供的优惠券（如有活动）。积分相同时，本周首次预测较早者排名靠前。',
  },
  next: {
    title: '下一轮：{{day}}（UTC）',
    question: '{{symbol}} 当天收盘价会高于还是低于开盘价？',
    window: '当天开始时截止预测：{{when}}',
    yours: '您的预测：{{direction}}',
  },
  direction: { up: '高于', down: '低于' },
  choice: { up: '↑ 高于', down: '↓ 低于' },
  predicted: '预测已保存',
  signIn: '登录后即可参与。',
  today: {
    title: '进行中的一轮：{{day}}（UTC）',
    open: '开盘价',
    noOpen: '未记录',
    last: '最新价',
    closes: '收盘时间',
    yours: '您的预测',
    none: '无',
  },
  points_one: '{{count}} 分',
  points_other: '{{count}} 分',
  thisWeek: '本周',
  pointsRule: '预测正确得 {{points}} 分。',
  prize_one: '本周第一名将获得：{{prize}}',
  prize_other: '本周前 {{count}} 名各获得：{{prize}}',
  noPrize: '本周没有已注资的奖品：仅计积分。',
  board: {
    title: '排行榜 {{from}} – {{to}}',
    empty: '本周还没有预测',
    you: '您',
    prize: { granted: '已获优惠券', unfunded: '无已注资奖品' },
  },
  history: {
    title: '我的预测',
    empty: '还没有预测',
    tick: '{{price}}，{{when}}（{{source}}，行情 #{{id}}）',
    noTick: '该时刻附近没有记录价格',
    open: '开盘价',
    close: '收盘价',
    result: '结果',
  },
  status: { pending: '等待收盘', right: '正确', wrong: '错误', void: '不计分' },
  result: { up: '收盘高于开盘', down: '收盘低于开盘', flat: '收盘等于开盘', void: '未记录价格：作废' },
} satisfies Messages<typeof en>;
