/** Sign-in, registration and password recovery. */
export default {
  tabs: {
    email: 'Email',
    mobile: 'Mobile',
  },
  login: {
    title: 'Log in',
    welcome: 'Welcome back',
    subtitle: 'Log in to trade and manage your assets',
    submit: 'Log in',
    forgot: 'Forgot password?',
    noAccount: 'New to us?',
    register: 'Create an account',
  },
  register: {
    title: 'Register',
    heading: 'Create your account',
    subtitle: 'Crypto and US stocks in one app',
    submit: 'Register',
    haveAccount: 'Already have an account?',
    login: 'Log in',
    invite: 'Invitation code',
    inviteOptional: 'Invitation code (optional)',
    invitePlaceholder: 'Enter the invitation code',
  },
  forget: {
    title: 'Reset password',
    heading: 'Reset your password',
    subtitle: 'We will send a code to your email or mobile number',
    submit: 'Reset password',
  },
} as const;
