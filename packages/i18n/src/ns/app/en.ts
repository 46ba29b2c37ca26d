/** The web app's frame: tabs, navigation, states, forms, network errors. English is the source. */
export default {
  tabs: {
    home: 'Home',
    market: 'Markets',
    trade: 'Trade',
    finance: 'Finance',
    assets: 'Assets',
  },
  tradeKinds: {
    label: 'Trading products',
    spot: 'Spot',
    futures: 'Futures',
    options: 'Options',
    signIn: 'Sign in to trade',
  },
  nav: {
    back: 'Back',
    main: 'Main navigation',
    tabs: 'Tabs',
    settings: 'Settings',
  },
  actions: {
    backHome: 'Back to home',
    cancel: 'Cancel',
    confirm: 'Confirm',
    save: 'Save',
  },
  states: {
    loading: 'Loading…',
    empty: 'Nothing here yet',
    error: 'This could not be loaded',
    errorHint: 'Check your connection and try again.',
    retry: 'Try again',
    loadMore: 'Load more',
    noMore: 'No more data',
  },
  page: {
    loadFailed: 'This page could not be loaded',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
  },
  network: {
    error: 'Network error, please check your connection',
    timeout: 'The request timed out, please try again',
    status: 'Network error ({{status}}), please try again',
  },
  time: {
    justNow: 'just now',
  },
  code: {
    send: 'Send code',
    sending: 'Sending…',
    resend: 'Resend in {{seconds}}s',
  },
  form: {
    email: 'Email',
    emailPlaceholder: 'Enter your email address',
    mobile: 'Mobile number',
    mobilePlaceholder: 'Enter your mobile number',
    password: 'Password',
    passwordPlaceholder: 'Enter your password',
    newPassword: 'New password',
    passwordRule: 'More than six characters',
    confirmPassword: 'Confirm password',
    confirmPlaceholder: 'Enter the password again',
    code: 'Verification code',
    codePlaceholder: '6-digit code',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    /** Why a typed amount was refused (DecimalField). */
    amount: {
      character: 'Type digits only, with “{{decimal}}” for decimals',
      separator: 'No thousands separators; decimals with “{{decimal}}” (e.g. 1234{{decimal}}5)',
      decimals: 'At most {{count}} decimal places',
      whole: 'Whole numbers only',
    },
  },
  area: {
    title: 'Country or area',
    search: 'Search by name or dial code',
    empty: 'No country or area matches your search',
  },
  copy: {
    done: 'Copied',
    failed: 'Could not copy, please copy it by hand',
  },
  simulated: {
    label: 'Simulated market',
    hint: 'Prices come from a market simulator, not from a real exchange',
  },
  version: 'Version {{version}}',
} as const;
