import type en from './en';
import type { Messages } from '../../types';

export default {
  tabs: {
    home: '홈',
    market: '시세',
    trade: '거래',
    finance: '금융상품',
    assets: '자산',
  },
  tradeKinds: {
    label: '거래 상품',
    spot: '현물',
    futures: '선물',
    options: '옵션',
    signIn: '로그인 후 거래',
  },
  nav: {
    back: '뒤로',
    main: '주 메뉴',
    tabs: '탭',
    settings: '설정',
  },
  actions: {
    backHome: '홈으로 돌아가기',
    cancel: '취소',
    confirm: '확인',
    save: '저장',
  },
  states: {
    loading: '불러오는 중…',
    empty: '아직 내용이 없습니다',
    error: '불러오지 못했습니다',
    errorHint: '연결 상태를 확인한 후 다시 시도하세요.',
    retry: '다시 시도',
    loadMore: '더 보기',
    noMore: '더 이상 데이터가 없습니다',
  },
  page: {
    loadFailed: '페이지를 불러오지 못했습니다',
  },
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    body: '찾으시는 페이지가 없거나 다른 곳으로 이동했습니다.',
  },
  network: {
    error: '네트워크 오류입니다. 연결 상태를 확인하세요',
    timeout: '요청 시간이 초과되었습니다. 다시 시도하세요',
    status: '네트워크 오류({{status}})입니다. 다시 시도하세요',
  },
  time: {
    justNow: '방금 전',
  },
  code: {
    send: '인증번호 받기',
    sending: '보내는 중…',
    resend: '{{seconds}}초 후 재전송',
  },
  form: {
    email: '이메일',
    emailPlaceholder: '이메일 주소를 입력하세요',
    mobile: '휴대폰 번호',
    mobilePlaceholder: '휴대폰 번호를 입력하세요',
    password: '비밀번호',
    passwordPlaceholder: '비밀번호를 입력하세요',
    newPassword: '새 비밀번호',
    passwordRule: '7자 이상',
    confirmPassword: '비밀번호 확인',
    confirmPlaceholder: '비밀번호를 한 번 더 입력하세요',
    code: '인증번호',
    codePlaceholder: '6자리 인증번호',
    showPassword: '비밀번호 표시',
    hidePassword: '비밀번호 숨기기',
    /** Why a typed amount was refused (DecimalField). */
    amount: {
      character: '숫자만 입력할 수 있습니다(소수점은 “{{decimal}}”)',
      separator: '천 단위 구분 기호 없이, 소수점은 “{{decimal}}”(예: 1234{{decimal}}5)',
      decimals: '소수점 이하 최대 {{count}}자리까지 입력할 수 있습니다',
      whole: '정수만 입력할 수 있습니다',
    },
  },
  area: {
    title: '국가 또는 지역',
    search: '이름 또는 국가번호로 검색',
    empty: '일치하는 국가 또는 지역이 없습니다',
  },
  copy: {
    done: '복사했습니다',
    failed: '복사하지 못했습니다. 직접 복사하세요',
  },
  simulated: {
    label: '모의 시세',
    hint: '가격은 실제 거래소가 아닌 시세 시뮬레이터에서 제공됩니다',
  },
  version: '버전 {{version}}',
} satisfies Messages<typeof en>;
