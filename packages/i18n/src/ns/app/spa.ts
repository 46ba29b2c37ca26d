import type en from './en';
import type { Messages } from '../../types';

export default {
  tabs: {
    home: 'Inicio',
    market: 'Mercados',
    trade: 'Operar',
    finance: 'Finanzas',
    assets: 'Activos',
  },
  tradeKinds: {
    label: 'Productos de trading',
    spot: 'Spot',
    futures: 'Futuros',
    options: 'Opciones',
    signIn: 'Inicia sesión para operar',
  },
  nav: {
    back: 'Volver',
    main: 'Navegación principal',
    tabs: 'Pestañas',
    settings: 'Ajustes',
  },
  actions: {
    backHome: 'Volver al inicio',
    cancel: 'Cancelar',
    confirm: 'Confirmar',
    save: 'Guardar',
  },
  states: {
    loading: 'Cargando…',
    empty: 'Todavía no hay nada',
    error: 'No se pudo cargar',
    errorHint: 'Comprueba tu conexión e inténtalo de nuevo.',
    retry: 'Reintentar',
    loadMore: 'Cargar más',
    noMore: 'No hay más datos',
  },
  page: {
    loadFailed: 'No se pudo cargar esta página',
  },
  notFound: {
    title: 'Página no encontrada',
    body: 'La página que buscas no existe o se ha movido.',
  },
  network: {
    error: 'Error de red, comprueba tu conexión',
    timeout: 'La solicitud ha caducado, inténtalo de nuevo',
    status: 'Error de red ({{status}}), inténtalo de nuevo',
  },
  time: {
    justNow: 'ahora mismo',
  },
  code: {
    send: 'Enviar código',
    sending: 'Enviando…',
    resend: 'Reenviar en {{seconds}} s',
  },
  form: {
    email: 'Correo electrónico',
    emailPlaceholder: 'Introduce tu correo electrónico',
    mobile: 'Número de móvil',
    mobilePlaceholder: 'Introduce tu número de móvil',
    password: 'Contraseña',
    passwordPlaceholder: 'Introduce tu contraseña',
    newPassword: 'Nueva contraseña',
    passwordRule: 'Más de seis caracteres',
    confirmPassword: 'Confirmar contraseña',
    confirmPlaceholder: 'Vuelve a introducir la contraseña',
    code: 'Código de verificación',
    codePlaceholder: 'Código de 6 dígitos',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    /** Why a typed amount was refused (DecimalField). */
    amount: {
      character: 'Solo dígitos, con «{{decimal}}» para los decimales',
      separator: 'Sin separador de miles; decimales con «{{decimal}}» (p. ej., 1234{{decimal}}5)',
      decimals: 'Como máximo {{count}} decimales',
      whole: 'Solo números enteros',
    },
  },
  area: {
    title: 'País o región',
    search: 'Buscar por nombre o prefijo',
    empty: 'Ningún país o región coincide con la búsqueda',
  },
  copy: {
    done: 'Copiado',
    failed: 'No se pudo copiar, cópialo a mano',
  },
  simulated: {
    label: 'Mercado simulado',
    hint: 'Los precios proceden de un simulador de mercado, no de un exchange real',
  },
  version: 'Versión {{version}}',
} satisfies Messages<typeof en>;
