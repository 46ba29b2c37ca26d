/** Games (kor). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: '미니 게임',
  noStake: '무료 예측 게임입니다. 포인트를 얻을 뿐, 돈을 거는 일은 전혀 없습니다.',
  rules: {
    link: '규칙',
    title: '미니 게임 규칙',
    noStakeTitle: '돈을 걸지 않습니다',
    noStake: '참여는 무료입니다. 어떤 잔액에서도 차감되지 않으며, 예측이 틀려도 잃는 것이 없습니다.',
    whatTitle: '무엇을 예측하나요',
    what: 'BTC/USDT가 UTC 기준 하루를 시가보다 높게 마감할지 낮게 마감할지.',
    whenTitle: '언제 예측하나요',
    when: '그날이 시작되기 전(전날 UTC 시간 중)에 하루 한 번 예측합니다. 그날의 움직임 일부를 알고 예측할 수는 없습니다.',
    settleTitle: '결과 정산 방법',
    settle:
      '시가는 UTC 00:00 또는 그 이전에 기록된 마지막 가격이고, 종가는 다음 UTC 00:00 또는 그 이전에 기록된 마지막 가격입니다. 기록된 두 가격이 결과와 함께 증명으로 표시됩니다. 두 시점 중 하나의 5분 이내에 기록된 가격이 없거나, 종가가 시가와 정확히 같으면 그 회차는 포인트가 없습니다.',
    pointsTitle: '포인트',
    points: '예측이 맞으면 {{points}}포인트, 틀리면 0포인트입니다.',
    prizesTitle: '주간 상품',
    prizes:
      '포인트는 월요일부터 일요일(UTC)까지 합산됩니다. 한 주가 끝나면 포인트가 있는 상위 {{places}}명에게 자금이 마련된 캠페인이 있을 경우 쿠폰을 한 장씩 드립니다. 동점이면 그 주에 첫 예측을 더 일찍 한 참가자가 앞섭니다.',
  },
  next: {
    title: '다음 회차: {{day}} (UTC)',
    question: '{{symbol}}이(가) 이날 시가보다 높게 마감할까요, 낮게 마감할까요?',
    window: '그날이 시작되면 예측이 마감됩니다: {{when}}',
    yours: '내 예측: {{direction}}',
  },
  direction: { up: '높게', down: '낮게' },
  choice: { up: '↑ 높게', down: '↓ 낮게' },
  predicted: '예측이 저장되었습니다',
  signIn: '로그인하고 참여하세요.',
  today: {
    title: '진행 중인 회차: {{day}} (UTC)',
    open: '시가',
    noOpen: '기록 없음',
    last: '최근 가격',
    closes: '마감',
    yours: '내 예측',
    none: '없음',
  },
  points_one: '{{count}}포인트',
  points_other: '{{count}}포인트',
  thisWeek: '이번 주',
  pointsRule: '예측이 맞으면 {{points}}포인트를 얻습니다.',
  prize_one: '이번 주 1위 상품: {{prize}}',
  prize_other: '이번 주 상위 {{count}}명 상품(각): {{prize}}',
  noPrize: '이번 주에는 자금이 마련된 상품이 없습니다. 포인트만 있습니다.',
  board: {
    title: '순위표 {{from}} – {{to}}',
    empty: '이번 주 예측이 아직 없습니다',
    you: '나',
    prize: { granted: '쿠폰 획득', unfunded: '자금이 마련된 상품 없음' },
  },
  history: {
    title: '내 예측',
    empty: '아직 예측이 없습니다',
    tick: '{{price}} ({{when}}, {{source}}, 틱 #{{id}})',
    noTick: '그 시점 근처에 기록된 가격이 없습니다',
    open: '시가',
    close: '종가',
    result: '결과',
  },
  status: { pending: '마감 대기 중', right: '적중', wrong: '실패', void: '포인트 없음' },
  result: { up: '시가보다 높게 마감', down: '시가보다 낮게 마감', flat: '시가와 같게 마감', void: '가격 기록 없음: 무효' },
} satisfies Messages<typeof en>;
