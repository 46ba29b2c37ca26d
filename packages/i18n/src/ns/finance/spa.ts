/** The Finance tab (spa). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: 'Finanzas',
  intro: 'Gana con lo que tienes, con productos cuyos pagos están financiados antes de que suscribas.',
  lock: {
    title: 'Staking bloqueado',
    range: 'Diario {{min}} a {{max}}',
    terms: 'Plazos: {{terms}}',
    locked: 'Bloqueado',
    interestPaid: 'Intereses pagados',
    interestToCome: 'Intereses por venir',
    next: 'Próximo interés: {{when}}',
    orders: 'Mis órdenes',
    browse: 'Suscribir',
    none: 'No tienes órdenes bloqueadas en curso.',
    signIn: 'Inicia sesión para ver tus tenencias e intereses.',
    awaiting: 'Agotado: pendiente de financiación',
    days: '{{days}} d',
  },
} satisfies Messages<typeof en>;
