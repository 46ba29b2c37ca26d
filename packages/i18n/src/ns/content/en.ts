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
  download: {
    title: 'Install the app',
    lead: 'Bourse is a web app: there is nothing to download from an app store. Add it to your home screen and it opens full screen like any other app, always up to date.',
    note: 'Only install from this site’s own address. Any “Bourse” app offered elsewhere is not ours.',
    ios: {
      title: 'iPhone and iPad (Safari)',
      step1: 'Open this site in Safari.',
      step2: 'Tap the Share button at the bottom of the screen.',
      step3: 'Choose “Add to Home Screen”, then “Add”.',
    },
    android: {
      title: 'Android (Chrome)',
      step1: 'Open this site in Chrome.',
      step2: 'Tap the ⋮ menu at the top right.',
      step3: 'Choose “Install app” or “Add to Home screen”, then confirm.',
    },
    desktop: {
      title: 'Computer (Chrome or Edge)',
      step1: 'Open this site in Chrome or Edge.',
      step2: 'Click the install icon at the right of the address bar, or open the browser menu.',
      step3: 'Choose “Install Bourse” (or “Apps” → “Install this site as an app”).',
    },
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
