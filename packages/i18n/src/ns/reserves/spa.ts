/** Proof of reserves (Spanish). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: 'Prueba de reservas',
  intro:
    'Los saldos de cada usuario son una hoja de un árbol de Merkle; su raíz se publica aquí con los totales y lo que tiene la plataforma. Comprueba que tu saldo está incluido: tu navegador recalcula tu hoja y su camino hasta la raíz.',
  empty: 'Todavía no se ha publicado ninguna instantánea',
  takenAt: 'Tomada el',
  users: 'Cuentas incluidas',
  root: 'Raíz de Merkle',
  encoding: 'Codificación de las hojas',
  assetsTitle: 'Lo que se debe a los usuarios frente a los activos en poder',
  demoBanner:
    'Dinero de demostración: las cuentas propias de esta instalación se financiaron con dinero de demostración emitido para pruebas. No es real y se muestra aparte de los activos reales.',
  verifyButton: 'Verificar mi saldo',
  history: 'Instantáneas anteriores',
  asset: {
    liabilities: 'Debido a los usuarios',
    depositsHeld: 'Direcciones de depósito (registrado)',
    funding: 'Depósitos de financiación de operadores',
    realAssets: 'Activos reales en poder',
    demo: 'Dinero de demostración (no real)',
    covered: 'Cubierto',
    notCovered: 'No cubierto por activos reales',
    accounts: 'De ello, las cuentas propias de la plataforma',
    house: 'Cuenta de la casa',
    insurance: 'Fondo de seguro',
    treasury: 'Tesorería',
    other: 'Otras cuentas de la plataforma',
  },
  limits: {
    title: 'Lo que esto no prueba',
    keys: 'Que la plataforma controla las claves de sus direcciones de depósito, ni que las monedas sigan allí: las tenencias son registros propios de la plataforma, no leídos de una blockchain.',
    offPlatform: 'Las deudas fuera de este libro, como préstamos u otras deudas de la empresa.',
    borrowed: 'Que los activos no se tomaron prestados para el momento de la instantánea y se devolvieron después.',
    unchecked:
      'Que los saldos que nadie comprueba son correctos: la prueba vale tanto como el número de usuarios que verifican su propia hoja.',
    demo: 'Nada sobre el dinero de demostración: es dinero ficticio emitido para pruebas.',
  },
  verify: {
    title: 'Verificar mi saldo',
    intro:
      'Tu navegador recalcula tu hoja a partir de los datos de abajo con SHA-256, sigue su camino hasta la raíz y compara el resultado con la raíz publicada. No se envía nada al servidor.',
    checking: 'Comprobando…',
    pass: 'Verificado: tus saldos están incluidos en la raíz publicada',
    fail: 'No verificado: la raíz calculada a partir de tu hoja difiere de la publicada',
    balances: 'Tus saldos en esta instantánea',
    noBalances: 'Sin saldo',
    account: 'Tu identificador anonimizado',
    nonce: 'Nonce',
    leafHash: 'Tu hoja (calculada aquí)',
    pathSteps: 'Pasos hasta la raíz',
    computedRoot: 'Raíz calculada aquí',
    publishedRoot: 'Raíz publicada',
    preimage: 'El texto exacto de tu hoja',
    howTo:
      'Para comprobarlo con otra herramienta: el SHA-256 de un byte 0x00 seguido de este texto es tu hoja. Cada paso de abajo calcula el hash de un byte 0x01, el hash izquierdo y el derecho (32 bytes cada uno).',
    side: {
      left: 'Izquierda:',
      right: 'Derecha:',
    },
    again: 'Verificar de nuevo',
  },
} satisfies Messages<typeof en>;
