/** Games (spa). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: 'Minijuego',
  noStake: 'Un juego de predicción gratuito: ganas puntos y nunca se apuesta dinero.',
  rules: {
    link: 'Reglas',
    title: 'Reglas del minijuego',
    noStakeTitle: 'No se apuesta dinero',
    noStake: 'Jugar es gratis. No se descuenta nada de tus saldos y una predicción errónea no cuesta nada.',
    whatTitle: 'Qué predices',
    what: 'Si BTC/USDT cierra un día UTC por encima o por debajo de su precio de apertura.',
    whenTitle: 'Cuándo',
    when: 'Predices un día antes de que empiece (durante el día anterior, en UTC), una vez al día. Nadie puede predecir conociendo ya parte del día.',
    settleTitle: 'Cómo se resuelve una ronda',
    settle:
      'El precio de apertura es el último precio registrado a las 00:00 UTC o antes; el de cierre, el último registrado a las 00:00 UTC siguientes o antes. Ambos precios registrados se muestran con el resultado como prueba. Si no se registró ningún precio en los cinco minutos anteriores a alguno de esos momentos, o el día cierra exactamente en su precio de apertura, la ronda no da puntos.',
    pointsTitle: 'Puntos',
    points: 'Una predicción correcta da {{points}} puntos; una incorrecta, ninguno.',
    prizesTitle: 'Premios semanales',
    prizes:
      'Los puntos se suman de lunes a domingo (UTC). Al terminar la semana, los {{places}} primeros puestos con puntos ganan cada uno un cupón de una campaña financiada, si hay alguna. En caso de empate, gana quien hizo antes su primera predicción de la semana.',
  },
  next: {
    title: 'Próxima ronda: {{day}} (UTC)',
    question: '¿Cerrará {{symbol}} este día por encima o por debajo de su precio de apertura?',
    window: 'Las predicciones cierran cuando empieza el día: {{when}}',
    yours: 'Tu predicción: {{direction}}',
  },
  direction: { up: 'Por encima', down: 'Por debajo' },
  choice: { up: '↑ Por encima', down: '↓ Por debajo' },
  predicted: 'Predicción guardada',
  signIn: 'Inicia sesión para jugar.',
  today: {
    title: 'Ronda en curso: {{day}} (UTC)',
    open: 'Precio de apertura',
    noOpen: 'Sin registrar',
    last: 'Último precio',
    closes: 'Cierre',
    yours: 'Tu predicción',
    none: 'Ninguna',
  },
  points_one: '{{count}} punto',
  points_other: '{{count}} puntos',
  thisWeek: 'esta semana',
  pointsRule: 'Una predicción correcta da {{points}} puntos.',
  prize_one: 'Esta semana el primer puesto gana: {{prize}}',
  prize_other: 'Esta semana los {{count}} primeros puestos ganan cada uno: {{prize}}',
  noPrize: 'Esta semana no hay premio financiado: solo puntos.',
  board: {
    title: 'Clasificación {{from}} – {{to}}',
    empty: 'Aún no hay predicciones esta semana',
    you: 'Tú',
    prize: { granted: 'Cupón ganado', unfunded: 'Sin premio financiado' },
  },
  history: {
    title: 'Mis predicciones',
    empty: 'Aún no hay predicciones',
    tick: '{{price}} a las {{when}} ({{source}}, tick n.º {{id}})',
    noTick: 'No hay precio registrado cerca de ese momento',
    open: 'Precio de apertura',
    close: 'Precio de cierre',
    result: 'Resultado',
  },
  status: { pending: 'Esperando el cierre', right: 'Acertada', wrong: 'Fallada', void: 'Sin puntos' },
  result: {
    up: 'Cerró por encima',
    down: 'Cerró por debajo',
    flat: 'Cerró en su precio de apertura',
    void: 'Sin precio registrado: anulada',
  },
} satisfies Messages<typeof en>;
