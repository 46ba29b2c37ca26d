import type en from './en';
import type { Messages } from '../../types';

export default {
  title: 'Aún no disponible',
  body: 'Estamos construyendo {{product}}. Aparecerá aquí en cuanto esté listo.',
  product: {
    market: 'Mercados',
    spot: 'Trading al contado',
    futures: 'Futuros',
    options: 'Opciones por segundos',
    finance: 'Finanzas',
    wallet: 'Billetera',
    kyc: 'Verificación de identidad',
    coupons: 'Cupones',
    bills: 'Extractos',
    copyTrading: 'Copy trading',
    otc: 'Trading OTC',
    ieo: 'IEO',
    lockMining: 'Minería bloqueada',
    dualInvest: 'Inversión dual',
    nft: 'Mercado NFT',
    loans: 'Préstamos',
    games: 'Minijuegos',
    support: 'Atención al cliente',
    location: 'Ubicación',
  },
} satisfies Messages<typeof en>;
