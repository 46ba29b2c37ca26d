import type en from './en';
import type { Messages } from '../../types';

export default {
  title: 'Pas encore disponible',
  body: '{{product}} est en cours de construction. Cette section apparaîtra ici dès qu’elle sera prête.',
  product: {
    market: 'Marchés',
    spot: 'Trading au comptant',
    futures: 'Contrats à terme',
    options: 'Options à la seconde',
    finance: 'Épargne',
    wallet: 'Portefeuille',
    kyc: "Vérification d'identité",
    coupons: 'Coupons',
    bills: 'Relevés',
    copyTrading: 'Copy trading',
    otc: 'Trading OTC',
    ieo: 'IEO',
    lockMining: 'Minage bloqué',
    dualInvest: 'Double investissement',
    nft: 'Marché NFT',
    loans: 'Prêts',
    games: 'Mini-jeux',
    support: 'Service client',
    location: 'Localisation',
  },
} satisfies Messages<typeof en>;
