/** Invite and rebate (fra). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: 'Inviter des amis',
  lead: 'Partagez votre lien, votre QR code ou votre affiche. Les amis qui s’inscrivent avec votre code sont rattachés à votre compte.',
  code: 'Votre code d’invitation',
  copyCode: 'Copier le code',
  link: 'Votre lien d’invitation',
  copyLink: 'Copier le lien',
  qrAlt: 'QR code de votre lien d’invitation',
  terms: {
    title: 'Votre remise',
    rate: '{{product}} {{percent}} %',
    period_one: 'Pendant {{count}} jour après l’inscription de chaque ami, vous recevez cette part des frais de trading qu’il paie.',
    period_other: 'Pendant {{count}} jours après l’inscription de chaque ami, vous recevez cette part des frais de trading qu’il paie.',
    rules:
      'Un seul niveau : les filleuls de vos amis ne vous rapportent rien. Les remises proviennent des frais perçus par la plateforme, jamais des pertes de quiconque, et sont versées sur votre compte dès que les frais sont payés.',
  },
  products: {
    spot: 'Spot',
    futures: 'Contrats à terme',
    options: 'Options',
  },
  poster: {
    title: 'Tradez avec moi',
    save: 'Enregistrer l’affiche',
    saved: 'Affiche enregistrée',
    failed: 'L’affiche n’a pas pu être créée',
  },
  stats: {
    invitees: 'Amis invités',
    earned: 'Remises perçues',
  },
  tabs: {
    invitees: 'Filleuls',
    rebates: 'Remises',
  },
  invitees: {
    empty: 'Aucun ami ne s’est encore inscrit avec votre code',
    joined: 'Inscrit le {{when}}',
    until: 'Remises jusqu’au {{when}}',
  },
  rebates: {
    empty: 'Aucune remise pour l’instant',
    source: 'Ordre {{product}} n° {{id}} de {{invitee}}',
    fee: 'Frais {{fee}} × {{percent}} %',
  },
  pager: {
    prev: 'Précédent',
    next: 'Suivant',
    page: '{{page}} / {{pages}}',
  },
} satisfies Messages<typeof en>;
