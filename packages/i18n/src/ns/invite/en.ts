/** Invite and rebate: the share page (setting/share). */
export default {
  title: 'Invite friends',
  lead: 'Share your link, QR code or poster. Friends who register with your code are linked to your account.',
  code: 'Your invitation code',
  copyCode: 'Copy code',
  link: 'Your invitation link',
  copyLink: 'Copy link',
  qrAlt: 'QR code of your invitation link',
  terms: {
    title: 'Your rebate',
    rate: '{{product}} {{percent}}%',
    period_one: 'For {{count}} day after each friend signs up, you receive this share of the trading fees they pay.',
    period_other: 'For {{count}} days after each friend signs up, you receive this share of the trading fees they pay.',
    rules:
      "One level only: your friends' invitees earn you nothing. Rebates come out of the fees the platform collects, never from anyone's losses, and are paid into your account the moment the fee is paid.",
  },
  products: {
    spot: 'Spot',
    futures: 'Futures',
    options: 'Options',
  },
  poster: {
    title: 'Trade with me',
    save: 'Save poster',
    saved: 'Poster saved',
    failed: 'The poster could not be made',
  },
  stats: {
    invitees: 'Friends invited',
    earned: 'Rebates earned',
  },
  tabs: {
    invitees: 'Invitees',
    rebates: 'Rebates',
  },
  invitees: {
    empty: 'No friends have signed up with your code yet',
    joined: 'Joined {{when}}',
    until: 'Rebates until {{when}}',
  },
  rebates: {
    empty: 'No rebates yet',
    source: '{{product}} order #{{id}} by {{invitee}}',
    fee: 'Fee {{fee}} × {{percent}}%',
  },
  pager: {
    prev: 'Previous',
    next: 'Next',
    page: '{{page}} / {{pages}}',
  },
};
