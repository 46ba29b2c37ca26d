import type en from './en';
import type { Messages } from '../../types';

export default {
  header: {
    language: 'Idioma',
    support: 'Atención al cliente',
    account: 'Cuenta y ajustes',
  },
  banners: {
    label: 'Destacados',
    goTo: 'Ver destacado {{n}}',
  },
  notice: {
    ok: 'Entendido',
  },
  shortcuts: {
    title: 'Servicios',
    more: 'Más',
    less: 'Menos',
  },
  shortcut: {
    contact: 'Contacto',
    borrowing: 'Préstamo',
    repayment: 'Reembolso',
    recharge: 'Depositar',
    withdraw: 'Retirar',
    stock: 'Acciones',
    contract: 'Futuros',
    copy: 'Copy trading',
    financial: 'Finanzas',
    superLeverage: 'Superapalancamiento',
    otc: 'OTC',
    coupon: 'Cupones',
    bill: 'Extractos',
    exchange: 'Convertir',
    lockMining: 'Minería bloqueada',
    game: 'Minijuegos',
    chat: 'Sala de chat',
    quickDeposit: 'Depósito rápido',
    defiMining: 'Minería DeFi',
    cloudMining: 'Minería en la nube',
    coinTransfer: 'Transferir monedas',
    ieo: 'IEO',
    options: 'Opciones',
    nft: 'NFT',
    invest: 'Inversión dual',
    download: 'Instalar app',
  },
  market: {
    title: 'Mercados',
    pending: 'Los precios en tiempo real aparecerán aquí cuando se conecten los datos de mercado.',
    viewAll: 'Ver mercados',
  },
  news: {
    title: 'Noticias',
    empty: 'Todavía no hay noticias',
  },
} satisfies Messages<typeof en>;
