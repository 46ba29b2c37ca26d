/** Lock-up staking (fra). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: 'Staking bloqué',
  empty: "Aucun produit bloqué n'est proposé pour l'instant",
  dailyRange: 'Par jour {{min}} à {{max}}',
  days_one: '{{count}} jour',
  days_other: '{{count}} jours',
  minShort: 'Min {{amount}}',
  subscribe: 'Souscrire',
  cancel: 'Annuler',
  productName_one: '{{currency}} · {{count}} jour',
  productName_other: '{{currency}} · {{count}} jours',
  availability: {
    open: 'Ouvert',
    paused: 'Suspendu',
    sold_out: 'Épuisé',
    awaiting_funding: 'Épuisé : en attente de financement',
  },
  status: {
    in_progress: 'En cours',
    redeemed: 'Remboursé',
  },
  redeemType: {
    expiry: "À l'échéance",
    early: 'Remboursement anticipé',
  },
  orders: {
    title: 'Mes ordres bloqués',
    empty: 'Aucun ordre ici',
  },
  order: {
    title: 'Ordre bloqué',
    amount: 'Montant bloqué',
    interestPaid: 'Intérêts versés',
    daysPaid: '{{paid}} sur {{count}} jours',
    created: 'Date de blocage',
    start: 'Début des intérêts',
    end: 'Échéance (capital restitué)',
    next: 'Prochain intérêt',
    redeemedAt: 'Remboursé le',
    redeemType: 'Fin',
  },
  terms: {
    rate: 'Taux journalier',
    term: 'Durée',
    min: 'Montant minimum par souscription',
    maxUser: 'Maximum par utilisateur',
    remaining: 'Capacité restante',
    noLimit: 'Sans limite',
    dividend: 'Heure de versement',
    dividendUtc: '{{time}} UTC chaque jour',
    penalty: 'Remboursement anticipé',
    penaltyValue: '{{rate}} du montant par jour restant',
  },
  buy: {
    title: 'Souscrire',
    amount: 'Montant',
    placeholder: 'Au moins {{min}}',
    available: 'Solde spot : {{amount}}',
    max: 'Max',
    daily: 'Intérêts par jour',
    total: 'Intérêts sur la durée',
    funded:
      "Payé depuis votre solde spot. Les intérêts de cet ordre sont réservés sur la trésorerie financée de la plateforme dès la souscription, puis versés chaque jour à l'heure de versement sur votre solde spot.",
    penaltyNote:
      'Vous pouvez rembourser par anticipation : la pénalité est de {{rate}} du montant par jour restant. Les intérêts déjà versés vous restent acquis.',
    confirmText_one: 'Bloquer {{amount}} pendant {{count}} jour et recevoir {{total}} au total ?',
    confirmText_other: 'Bloquer {{amount}} pendant {{count}} jours et recevoir {{total}} au total ?',
    confirm: 'Confirmer la souscription',
    done: 'Souscription effectuée',
  },
  redeem: {
    button: 'Rembourser par anticipation',
    title: 'Remboursement anticipé',
    remaining: 'Jours restants',
    penalty: 'Pénalité',
    returned: 'Restitué sur le spot',
    kept: 'Intérêts déjà versés',
    formula: 'Pénalité = {{rate}} × {{days}} jours restants × {{amount}}',
    keptNote: 'Les intérêts déjà versés vous restent acquis. Les intérêts des jours restants ne sont pas versés.',
    validUntil: "Ces montants valent jusqu'au {{when}}.",
    confirm: 'Confirmer le remboursement anticipé',
    done: 'Remboursé',
  },
  proof: {
    title: 'Intérêts versés, jour par jour',
    none: "Aucun jour d'intérêt n'est encore terminé.",
    day: 'Jour {{day}}',
    paid: 'Dû {{due}} · versé {{paid}}',
  },
  welcome: {
    title: 'Comment fonctionne le staking bloqué',
    short: 'Un taux journalier fixe sur un montant bloqué pour une durée ; intérêts réservés sur une trésorerie financée.',
    go: 'Voir les produits',
    rate: {
      title: 'Un taux journalier fixe',
      text: 'Chaque produit indique son taux journalier, sa durée, son minimum et ses limites. Le taux de votre ordre ne change jamais.',
    },
    start: {
      title: 'Intérêts dès le lendemain',
      text: "Les intérêts courent à partir du lendemain de la souscription, à l'heure de versement, et chaque jour est versé une seule fois.",
    },
    paid: {
      title: 'Versés chaque jour sur le spot',
      text: "Les intérêts du jour = montant × taux journalier, arrondis à l'inférieur, versés à la fin du jour.",
    },
    funded: {
      title: 'Seuls des intérêts financés sont proposés',
      text: 'À la souscription, la plateforme réserve sur sa trésorerie financée tous les intérêts que votre ordre peut rapporter. Sinon, le produit affiche « Épuisé : en attente de financement ».',
    },
    expiry: {
      title: "Capital restitué à l'échéance",
      text: 'À la fin de la durée, le montant revient automatiquement sur votre solde spot.',
    },
    penalty: {
      title: 'Remboursement anticipé',
      text: 'Pénalité = ratio × jours restants × montant : à 0,4 % avec 3 jours restants, 1 000 coûte 12. Les intérêts déjà versés sont conservés.',
    },
  },
} satisfies Messages<typeof en>;
