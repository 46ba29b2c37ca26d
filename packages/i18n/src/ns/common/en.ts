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
  accountExists: {
    subject: '{{site}}: you already have an account',
    mailBody:
      'Someone asked to register a {{site}} account with this address, but an account with it already exists, so no registration code was sent. To sign in, enter this address and your password on the sign-in page. If you have forgotten your password, choose "Forgot password?" there to reset it with a code. If you did not ask for this, you can ignore this message.',
    smsBody:
      '[{{site}}] This number already has an account, so no registration code was sent. Sign in with it, or use "Forgot password?" to reset your password. If this was not you, ignore this message.',
  },
  signInAlert: {
    subject: '{{site}}: failed sign-in attempts on your account',
    mailBody:
      'There were {{count}} failed attempts to sign in to your {{site}} account in the last {{minutes}} minutes, the latest from {{address}} at {{time}}. Sign-in from there is paused for {{minutes}} minutes; your own devices and networks can still sign in with your password. If this was not you, change your password now and turn on the authenticator in the security settings.',
    smsBody:
      '[{{site}}] {{count}} failed sign-in attempts on your account in {{minutes}} minutes, the latest from {{address}}. If this was not you, change your password now.',
  },
  payPasswordLocked: {
    subject: '{{site}}: pay password locked',
    mailBody:
      'The pay password of your {{site}} account was entered wrongly {{count}} times in a row. Withdrawals and other actions that need it are locked until {{until}}. If this was not you, someone may be using your session: change your login password and your pay password now.',
    smsBody:
      '[{{site}}] Pay password entered wrongly {{count}} times: withdrawals are locked until {{until}}. If this was not you, change your passwords now.',
  },
} as const;
