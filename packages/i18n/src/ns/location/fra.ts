import type en from './en';
import type { Messages } from '../../types';

export default {
  choose: {
    title: 'Pays ou région',
    lead: "Votre pays ou région détermine l'indicatif de votre numéro de mobile et la devise dans laquelle vos montants s'affichent.",
    dialCode: 'Indicatif',
    currency: 'Devise',
    saved: 'Pays ou région : {{region}}.',
    savedFiat: 'Pays ou région : {{region}}. Les montants s’affichent désormais en {{fiat}}.',
    fiatNote: 'Vous pouvez changer de devise à tout moment dans les Paramètres.',
  },
  open: {
    title: 'Emplacement',
    coordinates: 'Coordonnées',
    openInMaps: "Ouvrir dans l'app Plans",
    openOnWeb: 'Voir sur OpenStreetMap',
    copy: "Copier l'adresse",
    invalid: "Ce lien de localisation n'est pas valide",
    invalidHint: 'Il faut une adresse, ou une latitude entre -90 et 90 et une longitude entre -180 et 180.',
  },
} satisfies Messages<typeof en>;
