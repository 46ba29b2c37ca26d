/** Lock-up staking (spa). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: 'Staking bloqueado',
  empty: 'Aún no hay productos de bloqueo',
  dailyRange: 'Diario {{min}} a {{max}}',
  days_one: '{{count}} día',
  days_other: '{{count}} días',
  minShort: 'Mín. {{amount}}',
  subscribe: 'Suscribir',
  cancel: 'Cancelar',
  productName_one: '{{currency}} · {{count}} día',
  productName_other: '{{currency}} · {{count}} días',
  availability: {
    open: 'Abierto',
    paused: 'En pausa',
    sold_out: 'Agotado',
    awaiting_funding: 'Agotado: pendiente de financiación',
  },
  status: {
    in_progress: 'En curso',
    redeemed: 'Reembolsado',
  },
  redeemType: {
    expiry: 'Al vencimiento',
    early: 'Reembolso anticipado',
  },
  orders: {
    title: 'Mis órdenes bloqueadas',
    empty: 'No hay órdenes',
  },
  order: {
    title: 'Orden bloqueada',
    amount: 'Cantidad bloqueada',
    interestPaid: 'Intereses pagados',
    daysPaid: '{{paid}} de {{count}} días',
    created: 'Fecha de bloqueo',
    start: 'Inicio de intereses',
    end: 'Vencimiento (se devuelve el capital)',
    next: 'Próximo interés',
    redeemedAt: 'Reembolsado',
    redeemType: 'Finalización',
  },
  terms: {
    rate: 'Tasa diaria',
    term: 'Plazo',
    min: 'Cantidad mínima por suscripción',
    maxUser: 'Máximo por usuario',
    remaining: 'Capacidad restante',
    noLimit: 'Sin límite',
    dividend: 'Hora de reparto',
    dividendUtc: '{{time}} UTC cada día',
    penalty: 'Reembolso anticipado',
    penaltyValue: '{{rate}} de la cantidad por día restante',
  },
  buy: {
    title: 'Suscribir',
    amount: 'Cantidad',
    placeholder: 'Al menos {{min}}',
    available: 'Saldo spot: {{amount}}',
    max: 'Máx.',
    daily: 'Intereses por día',
    total: 'Intereses en el plazo',
    funded:
      'Se paga desde tu saldo spot. Al suscribir, todos los intereses de esta orden se reservan de la tesorería financiada de la plataforma y se pagan cada día a la hora de reparto en tu saldo spot.',
    penaltyNote:
      'Puedes reembolsar antes: la penalización es {{rate}} de la cantidad por cada día restante. Los intereses ya pagados se conservan.',
    confirmText_one: '¿Bloquear {{amount}} durante {{count}} día y recibir {{total}} en total?',
    confirmText_other: '¿Bloquear {{amount}} durante {{count}} días y recibir {{total}} en total?',
    confirm: 'Confirmar suscripción',
    done: 'Suscrito',
  },
  redeem: {
    button: 'Reembolso anticipado',
    title: 'Reembolso anticipado',
    remaining: 'Días restantes',
    penalty: 'Penalización',
    returned: 'Devuelto al spot',
    kept: 'Intereses ya pagados',
    formula: 'Penalización = {{rate}} × {{days}} días restantes × {{amount}}',
    keptNote: 'Los intereses ya pagados son tuyos. Los intereses de los días restantes no se pagan.',
    validUntil: 'Estas cifras valen hasta {{when}}.',
    confirm: 'Confirmar reembolso anticipado',
    done: 'Reembolsado',
  },
  proof: {
    title: 'Intereses pagados, día a día',
    none: 'Aún no ha terminado ningún día de intereses.',
    day: 'Día {{day}}',
    paid: 'Vence {{due}} · pagado {{paid}}',
  },
  welcome: {
    title: 'Cómo funciona el staking bloqueado',
    short: 'Una tasa diaria fija sobre una cantidad bloqueada por un plazo; intereses reservados de una tesorería financiada.',
    go: 'Ver los productos',
    rate: {
      title: 'Una tasa diaria fija',
      text: 'Cada producto indica su tasa diaria, plazo, mínimo y límites. La tasa de tu orden nunca cambia.',
    },
    start: {
      title: 'Intereses desde el día siguiente',
      text: 'Los intereses cuentan desde el día siguiente a la suscripción, a la hora de reparto, y cada día se paga una sola vez.',
    },
    paid: {
      title: 'Pagados cada día en tu spot',
      text: 'El interés diario = cantidad × tasa diaria, redondeado hacia abajo, pagado al terminar el día.',
    },
    funded: {
      title: 'Solo se ofrecen intereses financiados',
      text: 'Al suscribir, la plataforma reserva de su tesorería financiada todos los intereses que tu orden puede ganar. Si no puede, el producto muestra «Agotado: pendiente de financiación».',
    },
    expiry: {
      title: 'Capital devuelto al vencimiento',
      text: 'Al final del plazo, la cantidad vuelve automáticamente a tu saldo spot.',
    },
    penalty: {
      title: 'Reembolso anticipado',
      text: 'Penalización = ratio × días restantes × cantidad: al 0,4 % con 3 días restantes, 1.000 cuesta 12. Los intereses ya pagados se conservan.',
    },
  },
} satisfies Messages<typeof en>;
