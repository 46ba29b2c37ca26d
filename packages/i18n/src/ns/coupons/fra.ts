/** Coupons (fra). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: 'Centre des coupons',
  claimTitle: 'Obtenir un coupon',
  noCampaigns: 'Aucun coupon à obtenir pour le moment',
  mineTitle: 'Mes coupons',
  tab: { usable: 'Utilisables', used: 'Utilisés', expired: 'Expirés' },
  empty: { usable: 'Aucun coupon utilisable', used: 'Aucun coupon utilisé pour le moment', expired: 'Aucun coupon expiré' },
  how: {
    title: 'Comment fonctionnent les coupons',
    fee: 'Une remise sur les frais retire son pourcentage des frais de négociation d’un ordre, dans la limite de son plafond.',
    voucher:
      'Un bon d’essai avance la mise d’un ordre d’options à la seconde ou la marge d’une position sur contrats à terme. À la fin de l’ordre, l’avance est reprise : vous ne gardez que le profit.',
    expiry: 'Chaque coupon a une date d’expiration. Un coupon expiré ne peut plus être utilisé.',
    funded: 'Chaque coupon est payé par un compte de la plateforme déjà approvisionné : sa valeur est réservée dès que vous l’obtenez.',
  },
  label: {
    fee_discount: '{{percent}} % de remise sur les frais (jusqu’à {{cap}})',
    stake_voucher: 'Bon d’essai de mise options de {{amount}}',
    margin_voucher: 'Bon d’essai de marge contrats à terme de {{amount}}',
  },
  product: { lever: 'Contrats à terme', microtrade: 'Options' },
  validDays_one: 'Valable {{count}} jour après l’obtention',
  validDays_other: 'Valable {{count}} jours après l’obtention',
  claimUntil: 'À obtenir avant le {{when}}',
  alreadyClaimed: 'Obtenu',
  claim: 'Obtenir',
  claimed: 'Coupon obtenu',
  availability: {
    open: 'Ouvert',
    paused: 'En pause',
    ended: 'Terminé',
    exhausted: 'Tous distribués',
    awaiting_funding: 'En attente de financement',
  },
  fromGame: 'Prix du mini-jeu',
  expires: 'Expire le {{when}}',
  status: { held: 'Utilisable', in_use: 'Utilisé sur un ordre en cours', used: 'Utilisé', expired: 'Expiré' },
  gave: {
    fee_discount: '{{amount}} économisés sur les frais · {{when}}',
    stake_voucher: '{{amount}} de mise avancés · {{when}}',
    margin_voucher: '{{amount}} de marge avancés · {{when}}',
  },
  returned: 'Avance reprise à la fin de l’ordre : {{amount}}',
  orderRef: 'Ordre {{ref}}',
  use: 'Utiliser',
  picker: { title: 'Coupon', none: 'Aucun coupon' },
  effect: {
    fee_discount: 'Ce coupon retire {{amount}} des frais.',
    stake_voucher: 'Ce bon paie {{amount}} de la mise. À la fin de l’ordre, cette avance est reprise : vous ne gardez que le profit.',
    margin_voucher:
      'Ce bon paie {{amount}} de la marge. À la clôture de la position, cette avance est reprise : vous ne gardez que le profit.',
  },
  order: {
    fee_discount: 'Coupon n° {{id}} : {{amount}} de remise sur les frais',
    stake_voucher: 'Bon n° {{id}} : {{amount}} de mise avancés',
    margin_voucher: 'Bon n° {{id}} : {{amount}} de marge avancés',
  },
} satisfies Messages<typeof en>;
