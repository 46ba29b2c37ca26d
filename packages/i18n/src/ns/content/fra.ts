import type en from './en';
import type { Messages } from '../../types';

export default {
  article: {
    title: 'Article',
    missing: 'Cet article est introuvable',
  },
  faq: {
    title: 'Questions fréquentes',
    empty: 'Aucune question pour le moment',
  },
  contact: {
    title: 'Nous contacter',
    email: 'E-mail du support',
  },
  download: {
    title: 'Installer l’application',
    lead: 'Bourse est une application web : rien à télécharger dans une boutique d’applications. Ajoutez-la à votre écran d’accueil et elle s’ouvre en plein écran comme toute autre application, toujours à jour.',
    note: 'N’installez qu’à partir de l’adresse de ce site. Toute application du même nom proposée ailleurs n’est pas la nôtre.',
    ios: {
      title: 'iPhone et iPad (Safari)',
      step1: 'Ouvrez ce site dans Safari.',
      step2: 'Touchez le bouton Partager en bas de l’écran.',
      step3: 'Choisissez « Sur l’écran d’accueil », puis « Ajouter ».',
    },
    android: {
      title: 'Android (Chrome)',
      step1: 'Ouvrez ce site dans Chrome.',
      step2: 'Touchez le menu ⋮ en haut à droite.',
      step3: 'Choisissez « Installer l’application » ou « Ajouter à l’écran d’accueil », puis confirmez.',
    },
    desktop: {
      title: 'Ordinateur (Chrome ou Edge)',
      step1: 'Ouvrez ce site dans Chrome ou Edge.',
      step2: 'Cliquez sur l’icône d’installation à droite de la barre d’adresse, ou ouvrez le menu du navigateur.',
      step3: 'Choisissez « Installer » (ou « Applications » → « Installer ce site en tant qu’application »).',
    },
  },
  about: {
    title: 'À propos',
  },
  compliance: {
    title: 'Conformité opérationnelle',
  },
  webView: {
    title: 'Page web',
    open: 'Ouvrir dans le navigateur',
    invalid: 'Ce lien ne peut pas être ouvert',
  },
} satisfies Messages<typeof en>;
