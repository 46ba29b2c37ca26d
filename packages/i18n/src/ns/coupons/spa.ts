/** Coupons (spa). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: 'Centro de cupones',
  claimTitle: 'Obtener un cupón',
  noCampaigns: 'No hay cupones para obtener en este momento',
  mineTitle: 'Mis cupones',
  tab: { usable: 'Disponibles', used: 'Usados', expired: 'Caducados' },
  empty: { usable: 'No tienes cupones disponibles', used: 'Aún no has usado cupones', expired: 'No tienes cupones caducados' },
  how: {
    title: 'Cómo funcionan los cupones',
    fee: 'Un descuento de comisión resta su porcentaje de la comisión de negociación de una orden, hasta su límite.',
    voucher:
      'Un bono de prueba adelanta el importe de una orden de opciones por segundos o el margen de una posición de futuros. Cuando la orden termina, el adelanto se devuelve: solo te quedas con la ganancia.',
    expiry: 'Cada cupón tiene fecha de caducidad. Un cupón caducado no se puede usar.',
    funded: 'Cada cupón se paga desde una cuenta de la plataforma ya financiada: su valor se reserva en cuanto lo obtienes.',
  },
  label: {
    fee_discount: '{{percent}} % de descuento en comisiones (hasta {{cap}})',
    stake_voucher: 'Bono de prueba de importe de opciones de {{amount}}',
    margin_voucher: 'Bono de prueba de margen de futuros de {{amount}}',
  },
  product: { lever: 'Futuros', microtrade: 'Opciones' },
  validDays_one: 'Válido {{count}} día después de obtenerlo',
  validDays_other: 'Válido {{count}} días después de obtenerlo',
  claimUntil: 'Obtener antes del {{when}}',
  alreadyClaimed: 'Obtenido',
  claim: 'Obtener',
  claimed: 'Cupón obtenido',
  availability: {
    open: 'Abierto',
    paused: 'En pausa',
    ended: 'Terminado',
    exhausted: 'Agotado',
    awaiting_funding: 'Pendiente de financiación',
  },
  fromGame: 'Premio del minijuego',
  expires: 'Caduca el {{when}}',
  status: { held: 'Disponible', in_use: 'En uso en una orden abierta', used: 'Usado', expired: 'Caducado' },
  gave: {
    fee_discount: '{{amount}} ahorrados en comisiones · {{when}}',
    stake_voucher: '{{amount}} de importe adelantados · {{when}}',
    margin_voucher: '{{amount}} de margen adelantados · {{when}}',
  },
  returned: 'Adelanto devuelto al terminar la orden: {{amount}}',
  orderRef: 'Orden {{ref}}',
  use: 'Usar',
  picker: { title: 'Cupón', none: 'Sin cupón' },
  effect: {
    fee_discount: 'Este cupón resta {{amount}} de la comisión.',
    stake_voucher:
      'Este bono paga {{amount}} del importe. Cuando la orden termine, ese adelanto se devuelve: solo te quedas con la ganancia.',
    margin_voucher:
      'Este bono paga {{amount}} del margen. Al cerrar la posición, ese adelanto se devuelve: solo te quedas con la ganancia.',
  },
  order: {
    fee_discount: 'Cupón n.º {{id}}: {{amount}} de descuento en la comisión',
    stake_voucher: 'Bono n.º {{id}}: {{amount}} de importe adelantados',
    margin_voucher: 'Bono n.º {{id}}: {{amount}} de margen adelantados',
  },
} satisfies Messages<typeof en>;
