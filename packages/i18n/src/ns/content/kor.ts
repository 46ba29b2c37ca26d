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
  download: {
    title: '앱 설치',
    lead: '이 앱은 웹 앱이라 앱 스토어에서 내려받을 것이 없습니다. 홈 화면에 추가하면 다른 앱처럼 전체 화면으로 열리며 항상 최신 상태입니다.',
    note: '반드시 이 사이트의 주소에서만 설치하세요. 다른 곳에서 제공되는 같은 이름의 앱은 저희 것이 아닙니다.',
    ios: {
      title: 'iPhone 및 iPad (Safari)',
      step1: 'Safari에서 이 사이트를 엽니다.',
      step2: '화면 하단의 공유 버튼을 누릅니다.',
      step3: '“홈 화면에 추가”를 선택한 뒤 “추가”를 누릅니다.',
    },
    android: {
      title: 'Android (Chrome)',
      step1: 'Chrome에서 이 사이트를 엽니다.',
      step2: '오른쪽 위의 ⋮ 메뉴를 누릅니다.',
      step3: '“앱 설치” 또는 “홈 화면에 추가”를 선택하고 확인합니다.',
    },
    desktop: {
      title: '컴퓨터 (Chrome 또는 Edge)',
      step1: 'Chrome 또는 Edge에서 이 사이트를 엽니다.',
      step2: '주소창 오른쪽의 설치 아이콘을 누르거나 브라우저 메뉴를 엽니다.',
      step3: '“설치”(또는 “앱” → “이 사이트를 앱으로 설치”)를 선택합니다.',
    },
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
