/** Invite and rebate (spa). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: 'Invitar amigos',
  lead: 'Comparte tu enlace, tu código QR o tu póster. Los amigos que se registren con tu código quedan vinculados a tu cuenta.',
  code: 'Tu código de invitación',
  copyCode: 'Copiar código',
  link: 'Tu enlace de invitación',
  copyLink: 'Copiar enlace',
  qrAlt: 'Código QR de tu enlace de invitación',
  terms: {
    title: 'Tu reembolso',
    rate: '{{product}} {{percent}} %',
    period_one: 'Durante {{count}} día después del registro de cada amigo, recibes esta parte de las comisiones de trading que paga.',
    period_other: 'Durante {{count}} días después del registro de cada amigo, recibes esta parte de las comisiones de trading que paga.',
    rules:
      'Un solo nivel: los invitados de tus amigos no te generan nada. Los reembolsos salen de las comisiones que cobra la plataforma, nunca de las pérdidas de nadie, y se abonan en tu cuenta en el momento en que se paga la comisión.',
  },
  products: {
    spot: 'Spot',
    futures: 'Futuros',
    options: 'Opciones',
  },
  poster: {
    title: 'Opera conmigo',
    save: 'Guardar póster',
    saved: 'Póster guardado',
    failed: 'No se pudo crear el póster',
  },
  stats: {
    invitees: 'Amigos invitados',
    earned: 'Reembolsos obtenidos',
  },
  tabs: {
    invitees: 'Invitados',
    rebates: 'Reembolsos',
  },
  invitees: {
    empty: 'Aún no se ha registrado ningún amigo con tu código',
    joined: 'Se registró el {{when}}',
    until: 'Reembolsos hasta el {{when}}',
  },
  rebates: {
    empty: 'Aún no hay reembolsos',
    source: 'Orden de {{product}} n.º {{id}} de {{invitee}}',
    fee: 'Comisión {{fee}} × {{percent}} %',
  },
  pager: {
    prev: 'Anterior',
    next: 'Siguiente',
    page: '{{page}} / {{pages}}',
  },
} satisfies Messages<typeof en>;
