import type en from './en';
import type { Messages } from '../../types';

export default {
  article: {
    title: '기사',
    missing: '이 기사를 찾을 수 없습니다',
  },
  faq: {
    title: '자주 묻는 질문',
    empty: '아직 질문이 없습니다',
  },
  contact: {
    title: '문의하기',
    email: '고객지원 이메일',
  },
  about: {
    title: '회사 소개',
  },
  compliance: {
    title: '운영 준법',
  },
  webView: {
    title: '웹 페이지',
    open: '브라우저에서 열기',
    invalid: '이 링크를 열 수 없습니다',
  },
} satisfies Messages<typeof en>;
