import type en from './en';
import type { Messages } from '../../types';

export default {
  tabs: {
    email: '이메일',
    mobile: '휴대폰',
  },
  login: {
    title: '로그인',
    welcome: '다시 오신 것을 환영합니다',
    subtitle: '로그인하고 거래와 자산 관리를 시작하세요',
    submit: '로그인',
    forgot: '비밀번호를 잊으셨나요?',
    noAccount: '처음이신가요?',
    register: '계정 만들기',
  },
  register: {
    title: '회원가입',
    heading: '계정 만들기',
    subtitle: '암호화폐와 미국 주식을 하나의 앱에서',
    submit: '가입하기',
    haveAccount: '이미 계정이 있으신가요?',
    login: '로그인',
    invite: '초대 코드',
    inviteOptional: '초대 코드(선택)',
    invitePlaceholder: '초대 코드를 입력하세요',
  },
  forget: {
    title: '비밀번호 재설정',
    heading: '비밀번호 재설정',
    subtitle: '이메일 또는 휴대폰으로 인증번호를 보내 드립니다',
    submit: '재설정하기',
  },
} satisfies Messages<typeof en>;
