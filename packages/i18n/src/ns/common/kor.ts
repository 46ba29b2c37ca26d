import type en from './en';
import type { Messages } from '../../types';

export default {
  ok: '확인',
  success: '완료되었습니다',
  loginSuccess: '로그인되었습니다',
  registerSuccess: '회원가입이 완료되었습니다',
  logoutSuccess: '로그아웃되었습니다',
  saved: '저장되었습니다',
  codeSent: '인증 코드가 발송되었습니다',
  codeValid: '유효한 인증 코드입니다',
  passwordChanged: '비밀번호가 변경되었습니다',
  payPasswordSet: '자금 비밀번호가 설정되었습니다',
  mobileBound: '휴대폰 번호가 연동되었습니다',
  emailBound: '이메일이 연동되었습니다',
  mailSubject: '{{site}} 인증 코드',
  mailBody:
    '{{site}} 인증 코드는 {{code}}입니다. 이 코드는 10분 후 만료됩니다. 본인이 요청하지 않았다면 이 메시지를 무시하시고, 인증 코드를 누구에게도 알려주지 마세요.',
  smsBody: '[{{site}}] 인증 코드는 {{code}}입니다(10분간 유효). 타인에게 절대 알려주지 마세요.',
  transferDone: '이체가 완료되었습니다',
} satisfies Messages<typeof en>;
