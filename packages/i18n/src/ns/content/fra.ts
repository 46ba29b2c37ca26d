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
