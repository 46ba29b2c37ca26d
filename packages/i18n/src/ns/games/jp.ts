/** Games (jp). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: 'ミニゲーム',
  noStake: '無料の予想ゲームです。ポイントを獲得でき、お金を賭けることは一切ありません。',
  rules: {
    link: 'ルール',
    title: 'ミニゲームのルール',
    noStakeTitle: 'お金は一切賭けません',
    noStake: '参加は無料です。どの残高からも引き落とされず、予想が外れても何も失いません。',
    whatTitle: '予想すること',
    what: 'BTC/USDT が UTC の1日を始値より上で終えるか下で終えるか。',
    whenTitle: 'いつ予想するか',
    when: 'その日が始まる前（前日の UTC 時間中）に、1日1回予想します。その日の値動きの一部を知った上で予想することは誰にもできません。',
    settleTitle: '決着のしかた',
    settle:
      '始値は UTC 00:00 以前に記録された最後の価格、終値は翌 UTC 00:00 以前に記録された最後の価格です。記録された2つの価格が結果とともに証明として表示されます。どちらかの時刻の前5分以内に価格が記録されていない場合、または終値が始値と同じ場合、その回はポイントなしです。',
    pointsTitle: 'ポイント',
    points: '予想が当たると {{points}} ポイント、外れると0ポイントです。',
    prizesTitle: '週間賞品',
    prizes:
      'ポイントは月曜から日曜（UTC）まで集計されます。週の終了後、ポイントのある上位 {{places}} 名に、資金が用意されたキャンペーンがあればクーポンが1枚ずつ贈られます。同点の場合は、その週に最初の予想を早く行ったプレイヤーが上位です。',
  },
  next: {
    title: '次の回：{{day}}（UTC）',
    question: '{{symbol}} はこの日を始値より上で終えるか、下で終えるか？',
    window: '予想はその日の開始時に締め切り：{{when}}',
    yours: 'あなたの予想：{{direction}}',
  },
  direction: { up: '上', down: '下' },
  choice: { up: '↑ 上', down: '↓ 下' },
  predicted: '予想を保存しました',
  signIn: 'ログインして参加してください。',
  today: {
    title: '進行中の回：{{day}}（UTC）',
    open: '始値',
    noOpen: '記録なし',
    last: '最新価格',
    closes: '終了',
    yours: 'あなたの予想',
    none: 'なし',
  },
  points_one: '{{count}} ポイント',
  points_other: '{{count}} ポイント',
  thisWeek: '今週',
  pointsRule: '予想が当たると {{points}} ポイント獲得。',
  prize_one: '今週の1位の賞品：{{prize}}',
  prize_other: '今週の上位 {{count}} 名の賞品（各）：{{prize}}',
  noPrize: '今週は資金が用意された賞品はありません。ポイントのみです。',
  board: {
    title: 'ランキング {{from}} – {{to}}',
    empty: '今週の予想はまだありません',
    you: 'あなた',
    prize: { granted: 'クーポン獲得', unfunded: '資金のある賞品なし' },
  },
  history: {
    title: 'あなたの予想',
    empty: '予想はまだありません',
    tick: '{{price}}（{{when}}、{{source}}、ティック #{{id}}）',
    noTick: 'その時刻付近に記録された価格はありません',
    open: '始値',
    close: '終値',
    result: '結果',
  },
  status: { pending: '終値待ち', right: '的中', wrong: 'はずれ', void: 'ポイントなし' },
  result: { up: '始値より上で終了', down: '始値より下で終了', flat: '始値と同じで終了', void: '価格の記録なし：無効' },
} satisfies Messages<typeof en>;
