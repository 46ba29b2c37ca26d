/** Invite and rebate (kor). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: '친구 초대',
  lead: '링크, QR 코드 또는 포스터를 공유하세요. 내 코드로 가입한 친구는 내 계정에 연결됩니다.',
  code: '내 초대 코드',
  copyCode: '코드 복사',
  link: '내 초대 링크',
  copyLink: '링크 복사',
  qrAlt: '초대 링크 QR 코드',
  terms: {
    title: '내 리베이트',
    rate: '{{product}} {{percent}}%',
    period_one: '각 친구가 가입한 후 {{count}}일 동안, 친구가 내는 거래 수수료의 이 비율을 받습니다.',
    period_other: '각 친구가 가입한 후 {{count}}일 동안, 친구가 내는 거래 수수료의 이 비율을 받습니다.',
    rules:
      '1단계만: 친구가 초대한 사용자로부터는 리베이트가 없습니다. 리베이트는 플랫폼이 받은 수수료에서 지급되며 누구의 손실에서도 나오지 않고, 수수료가 지급되는 즉시 내 계정에 입금됩니다.',
  },
  products: {
    spot: '현물',
    futures: '선물',
    options: '옵션',
  },
  poster: {
    title: '함께 거래해요',
    save: '포스터 저장',
    saved: '포스터를 저장했습니다',
    failed: '포스터를 만들 수 없습니다',
  },
  stats: {
    invitees: '초대한 친구',
    earned: '받은 리베이트',
  },
  tabs: {
    invitees: '초대 목록',
    rebates: '리베이트',
  },
  invitees: {
    empty: '아직 내 코드로 가입한 친구가 없습니다',
    joined: '{{when}} 가입',
    until: '{{when}}까지 리베이트',
  },
  rebates: {
    empty: '아직 리베이트가 없습니다',
    source: '{{invitee}}의 {{product}} 주문 #{{id}}',
    fee: '수수료 {{fee}} × {{percent}}%',
  },
  pager: {
    prev: '이전',
    next: '다음',
    page: '{{page}} / {{pages}}',
  },
} satisfies Messages<typeof en>;
