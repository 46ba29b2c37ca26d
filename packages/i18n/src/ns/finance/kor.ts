/** The Finance tab (kor). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: '재테크',
  intro: '보유 자산으로 수익을 얻으세요. 지급액은 신청 전에 자금이 마련되어 있습니다.',
  lock: {
    title: '락업 스테이킹',
    range: '일 {{min}} ~ {{max}}',
    terms: '기간: {{terms}}',
    locked: '락업 중',
    interestPaid: '지급된 이자',
    interestToCome: '받을 이자',
    next: '다음 이자: {{when}}',
    orders: '내 주문',
    browse: '신청하기',
    none: '진행 중인 락업 주문이 없습니다.',
    signIn: '로그인하면 보유 자산과 이자를 볼 수 있습니다.',
    awaiting: '매진: 자금 대기 중',
    days: '{{days}}일',
  },
} satisfies Messages<typeof en>;
