/** The country or region chooser (/choose-location) and an address opened in the map app (/open-location). */
export default {
  choose: {
    title: 'Country or region',
    lead: 'Your country or region sets the dialling code of your mobile number and the currency your amounts are shown in.',
    dialCode: 'Dialling code',
    currency: 'Currency',
    saved: 'Country or region set to {{region}}.',
    savedFiat: 'Country or region set to {{region}}. Amounts are now shown in {{fiat}}.',
    fiatNote: 'You can change the currency at any time in Settings.',
  },
  open: {
    title: 'Location',
    coordinates: 'Coordinates',
    openInMaps: 'Open in Maps',
    openOnWeb: 'View on OpenStreetMap',
    copy: 'Copy address',
    invalid: 'This location link is not valid',
    invalidHint: 'A location needs an address, or a latitude from -90 to 90 with a longitude from -180 to 180.',
  },
} as const;
