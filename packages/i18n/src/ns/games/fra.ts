/** Games (fra). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: 'Mini-jeu',
  noStake: 'Un jeu de prédiction gratuit : vous gagnez des points, et aucun argent n’est jamais misé.',
  rules: {
    link: 'Règles',
    title: 'Règles du mini-jeu',
    noStakeTitle: 'Aucun argent n’est misé',
    noStake: 'Jouer est gratuit. Rien n’est prélevé sur vos soldes, et une mauvaise prédiction ne coûte rien.',
    whatTitle: 'Ce que vous prédisez',
    what: 'Si BTC/USDT termine une journée UTC au-dessus ou en dessous de son prix d’ouverture.',
    whenTitle: 'Quand',
    when: 'Vous prédisez une journée avant qu’elle commence (pendant la veille, en UTC), une fois par jour. Personne ne peut prédire en connaissant déjà une partie de la journée.',
    settleTitle: 'Comment une manche est réglée',
    settle:
      'Le prix d’ouverture est le dernier prix enregistré à 00:00 UTC ou avant, le prix de clôture le dernier enregistré au 00:00 UTC suivant ou avant. Les deux prix enregistrés sont affichés avec le résultat comme preuve. Si aucun prix n’a été enregistré dans les cinq minutes précédant l’un de ces moments, ou si la journée clôture exactement à son prix d’ouverture, la manche ne rapporte aucun point.',
    pointsTitle: 'Points',
    points: 'Une bonne prédiction rapporte {{points}} points ; une mauvaise n’en rapporte aucun.',
    prizesTitle: 'Prix de la semaine',
    prizes:
      'Les points s’additionnent du lundi au dimanche (UTC). À la fin de la semaine, les {{places}} premières places avec des points gagnent chacune un coupon d’une campagne financée, s’il y en a une. En cas d’égalité, l’avantage va au joueur qui a fait sa première prédiction de la semaine le plus tôt.',
  },
  next: {
    title: 'Prochaine manche : {{day}} (UTC)',
    question: '{{symbol}} terminera-t-il cette journée au-dessus ou en dessous de son prix d’ouverture ?',
    window: 'Les prédictions ferment au début de la journée : {{when}}',
    yours: 'Votre prédiction : {{direction}}',
  },
  direction: { up: 'Au-dessus', down: 'En dessous' },
  choice: { up: '↑ Au-dessus', down: '↓ En dessous' },
  predicted: 'Prédiction enregistrée',
  signIn: 'Connectez-vous pour jouer.',
  today: {
    title: 'Manche en cours : {{day}} (UTC)',
    open: 'Prix d’ouverture',
    noOpen: 'Non enregistré',
    last: 'Dernier prix',
    closes: 'Clôture',
    yours: 'Votre prédiction',
    none: 'Aucune',
  },
  points_one: '{{count}} point',
  points_other: '{{count}} points',
  thisWeek: 'cette semaine',
  pointsRule: 'Une bonne prédiction rapporte {{points}} points.',
  prize_one: 'Cette semaine, la première place gagne : {{prize}}',
  prize_other: 'Cette semaine, les {{count}} premières places gagnent chacune : {{prize}}',
  noPrize: 'Aucun prix financé cette semaine : uniquement des points.',
  board: {
    title: 'Classement du {{from}} au {{to}}',
    empty: 'Aucune prédiction cette semaine pour le moment',
    you: 'Vous',
    prize: { granted: 'Coupon gagné', unfunded: 'Aucun prix financé' },
  },
  history: {
    title: 'Mes prédictions',
    empty: 'Aucune prédiction pour le moment',
    tick: '{{price}} à {{when}} ({{source}}, tick n° {{id}})',
    noTick: 'Aucun prix enregistré près de ce moment',
    open: 'Prix d’ouverture',
    close: 'Prix de clôture',
    result: 'Résultat',
  },
  status: { pending: 'En attente de la clôture', right: 'Juste', wrong: 'Faux', void: 'Aucun point' },
  result: {
    up: 'Clôture au-dessus',
    down: 'Clôture en dessous',
    flat: 'Clôture au prix d’ouverture',
    void: 'Aucun prix enregistré : annulée',
  },
} satisfies Messages<typeof en>;
