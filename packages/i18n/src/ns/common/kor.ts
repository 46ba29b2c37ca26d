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
  accountExists: {
    subject: '{{site}}: 이미 계정이 있습니다',
    mailBody:
      '이 이메일 주소로 {{site}} 계정 가입이 요청되었지만, 이 주소로 된 계정이 이미 있어 가입 인증 코드를 보내지 않았습니다. 로그인하려면 로그인 화면에서 이 이메일 주소와 비밀번호를 입력하세요. 비밀번호를 잊으셨다면 로그인 화면의 "비밀번호를 잊으셨나요?"에서 인증 코드로 재설정할 수 있습니다. 본인이 요청하지 않았다면 이 메시지를 무시하셔도 됩니다.',
    smsBody:
      '[{{site}}] 이 번호로 된 계정이 이미 있어 가입 코드를 보내지 않았습니다. 로그인하거나 "비밀번호를 잊으셨나요?"에서 비밀번호를 재설정하세요. 본인이 아니라면 무시하세요.',
  },
  signInAlert: {
    subject: '{{site}}: 계정 로그인 실패 알림',
    mailBody:
      '지난 {{minutes}}분 동안 회원님의 {{site}} 계정에 {{count}}번의 로그인 실패가 있었으며, 가장 최근 시도는 {{time}}에 {{address}}에서 있었습니다. 해당 위치에서의 로그인은 {{minutes}}분 동안 중지됩니다. 평소 사용하는 기기와 네트워크에서는 계속 비밀번호로 로그인할 수 있습니다. 본인이 아니라면 지금 바로 비밀번호를 변경하고 보안 설정에서 인증 앱을 켜 주세요.',
    smsBody:
      '[{{site}}] {{minutes}}분 동안 계정 로그인 실패 {{count}}회, 최근 시도: {{address}}. 본인이 아니라면 지금 바로 비밀번호를 변경하세요.',
  },
  payPasswordLocked: {
    subject: '{{site}}: 자금 비밀번호 잠김',
    mailBody:
      '회원님의 {{site}} 계정 자금 비밀번호가 {{count}}번 연속으로 잘못 입력되었습니다. 출금 등 자금 비밀번호가 필요한 작업이 {{until}}까지 잠깁니다. 본인이 아니라면 다른 사람이 회원님의 세션을 사용하고 있을 수 있으니 지금 바로 로그인 비밀번호와 자금 비밀번호를 변경하세요.',
    smsBody:
      '[{{site}}] 자금 비밀번호 {{count}}회 오류로 {{until}}까지 출금이 잠겼습니다. 본인이 아니라면 지금 바로 비밀번호를 변경하세요.',
  },
} satisfies Messages<typeof en>;
