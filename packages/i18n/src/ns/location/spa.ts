import type en from './en';
import type { Messages } from '../../types';

export default {
  choose: {
    title: 'País o región',
    lead: 'Su país o región determina el prefijo de su número de móvil y la moneda en la que se muestran sus importes.',
    dialCode: 'Prefijo',
    currency: 'Moneda',
    saved: 'País o región: {{region}}.',
    savedFiat: 'País o región: {{region}}. Los importes se muestran ahora en {{fiat}}.',
    fiatNote: 'Puede cambiar la moneda cuando quiera en Ajustes.',
  },
  open: {
    title: 'Ubicación',
    coordinates: 'Coordenadas',
    openInMaps: 'Abrir en la app de mapas',
    openOnWeb: 'Ver en OpenStreetMap',
    copy: 'Copiar dirección',
    invalid: 'Este enlace de ubicación no es válido',
    invalidHint: 'Hace falta una dirección, o una latitud entre -90 y 90 y una longitud entre -180 y 180.',
  },
} satisfies Messages<typeof en>;
