/** Coupons (kor). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: '쿠폰 센터',
  claimTitle: '쿠폰 받기',
  noCampaigns: '지금 받을 수 있는 쿠폰이 없습니다',
  mineTitle: '내 쿠폰',
  tab: { usable: '사용 가능', used: '사용됨', expired: '만료됨' },
  empty: { usable: '사용 가능한 쿠폰이 없습니다', used: '아직 사용한 쿠폰이 없습니다', expired: '만료된 쿠폰이 없습니다' },
  how: {
    title: '쿠폰 이용 방법',
    fee: '수수료 할인 쿠폰은 주문 한 건의 거래 수수료에서 해당 비율만큼, 한도 내에서 차감합니다.',
    voucher:
      '체험 쿠폰은 초단위 옵션 주문 한 건의 투자금 또는 선물 포지션 한 건의 증거금을 대신 지불합니다. 주문이 끝나면 지원 금액은 회수되며, 고객님께는 수익만 남습니다.',
    expiry: '모든 쿠폰에는 만료일이 있습니다. 만료된 쿠폰은 사용할 수 없습니다.',
    funded: '모든 쿠폰은 자금이 마련된 플랫폼 계정에서 지급되며, 받는 즉시 그 금액이 확보됩니다.',
  },
  label: {
    fee_discount: '수수료 {{percent}}% 할인 (최대 {{cap}})',
    stake_voucher: '{{amount}} 옵션 투자금 체험 쿠폰',
    margin_voucher: '{{amount}} 선물 증거금 체험 쿠폰',
  },
  product: { lever: '선물', microtrade: '옵션' },
  validDays_one: '받은 후 {{count}}일간 유효',
  validDays_other: '받은 후 {{count}}일간 유효',
  claimUntil: '{{when}}까지 받기',
  alreadyClaimed: '받음',
  claim: '받기',
  claimed: '쿠폰을 받았습니다',
  availability: { open: '받기 가능', paused: '일시 중지', ended: '종료', exhausted: '모두 소진', awaiting_funding: '자금 대기 중' },
  fromGame: '미니 게임 상품',
  expires: '{{when}} 만료',
  status: { held: '사용 가능', in_use: '진행 중인 주문에 사용 중', used: '사용됨', expired: '만료됨' },
  gave: {
    fee_discount: '수수료 {{amount}} 절약 · {{when}}',
    stake_voucher: '투자금 {{amount}} 지원 · {{when}}',
    margin_voucher: '증거금 {{amount}} 지원 · {{when}}',
  },
  returned: '주문 종료 시 회수된 지원 금액: {{amount}}',
  orderRef: '주문 {{ref}}',
  use: '사용하기',
  picker: { title: '쿠폰', none: '사용 안 함' },
  effect: {
    fee_discount: '이 쿠폰으로 수수료에서 {{amount}}이(가) 할인됩니다.',
    stake_voucher: '이 체험 쿠폰이 투자금 {{amount}}을(를) 지불합니다. 주문이 끝나면 지원 금액은 회수되며 수익만 남습니다.',
    margin_voucher: '이 체험 쿠폰이 증거금 {{amount}}을(를) 지불합니다. 포지션을 종료하면 지원 금액은 회수되며 수익만 남습니다.',
  },
  order: {
    fee_discount: '쿠폰 #{{id}}: 수수료 {{amount}} 할인',
    stake_voucher: '체험 쿠폰 #{{id}}: 투자금 {{amount}} 지원',
    margin_voucher: '체험 쿠폰 #{{id}}: 증거금 {{amount}} 지원',
  },
} satisfies Messages<typeof en>;
