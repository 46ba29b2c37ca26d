import type en from './en';
import type { Messages } from '../../types';

export default {
  header: {
    language: 'Langue',
    support: 'Service client',
    account: 'Compte et paramètres',
  },
  banners: {
    label: 'À la une',
    goTo: 'Afficher la bannière {{n}}',
  },
  notice: {
    ok: "J'ai compris",
  },
  shortcuts: {
    title: 'Services',
    more: 'Plus',
    less: 'Moins',
  },
  shortcut: {
    contact: 'Nous contacter',
    borrowing: 'Emprunter',
    repayment: 'Rembourser',
    recharge: 'Déposer',
    withdraw: 'Retirer',
    stock: 'Actions',
    contract: 'Contrats à terme',
    copy: 'Copy trading',
    financial: 'Épargne',
    superLeverage: 'Super levier',
    otc: 'OTC',
    coupon: 'Coupons',
    bill: 'Relevés',
    exchange: 'Conversion',
    lockMining: 'Minage bloqué',
    game: 'Mini-jeux',
    chat: 'Salon de discussion',
    quickDeposit: 'Dépôt rapide',
    defiMining: 'Minage DeFi',
    cloudMining: 'Minage cloud',
    coinTransfer: 'Transfert de crypto',
    ieo: 'IEO',
    options: 'Options binaires',
    nft: 'NFT',
    invest: 'Double investissement',
    download: "Installer l'app",
  },
  market: {
    title: 'Marchés',
    pending: 'Les prix en temps réel apparaîtront ici dès que les données de marché seront connectées.',
    viewAll: 'Voir les marchés',
  },
  news: {
    title: 'Actualités',
    empty: 'Aucune actualité pour le moment',
  },
} satisfies Messages<typeof en>;
