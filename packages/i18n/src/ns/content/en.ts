/** Help and information pages. Their bodies come from the server in the user's language. */
export default {
  article: {
    title: 'Article',
    missing: 'This article could not be found',
  },
  faq: {
    title: 'FAQ',
    empty: 'No questions yet',
  },
  contact: {
    title: 'Contact us',
    email: 'Support email',
  },
  about: {
    title: 'About us',
  },
  compliance: {
    title: 'Operational compliance',
  },
  webView: {
    title: 'Web page',
    open: 'Open in browser',
    invalid: 'This link cannot be opened',
  },
} as const;
