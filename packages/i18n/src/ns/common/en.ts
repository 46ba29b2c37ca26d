/** Words shared by the server's own messages and every screen. */
export default {
  ok: 'OK',
  success: 'Success',
  loginSuccess: 'Login successful',
  registerSuccess: 'Registration successful',
  logoutSuccess: 'Signed out',
  saved: 'Saved',
  codeSent: 'Verification code sent',
  codeValid: 'The code is valid',
  passwordChanged: 'Password changed',
  payPasswordSet: 'Pay password set',
  mobileBound: 'Mobile number bound',
  emailBound: 'Email bound',
  mailSubject: '{{site}} verification code',
  mailBody:
    'Your {{site}} verification code is {{code}}. It expires in 10 minutes. If you did not ask for it, ignore this message and do not share the code with anyone.',
  smsBody: '[{{site}}] Your code is {{code}}, valid for 10 minutes. Do not share it.',
  transferDone: 'Transfer complete',
} as const;
