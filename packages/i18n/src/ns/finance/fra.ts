/** The Finance tab (fra). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: 'Finance',
  intro: 'Faites fructifier vos avoirs avec des produits dont les versements sont financés avant votre souscription.',
  lock: {
    title: 'Staking bloqué',
    range: 'Par jour {{min}} à {{max}}',
    terms: 'Durées : {{terms}}',
    locked: 'Bloqué',
    interestPaid: 'Intérêts versés',
    interestToCome: 'Intérêts à venir',
    next: 'Prochain intérêt : {{when}}',
    orders: 'Mes ordres',
    browse: 'Souscrire',
    none: "Vous n'avez aucun ordre bloqué en cours.",
    signIn: 'Connectez-vous pour voir vos avoirs et vos intérêts.',
    awaiting: 'Épuisé : en attente de financement',
    days: '{{days}} j',
  },
} satisfies Messages<typeof en>;
