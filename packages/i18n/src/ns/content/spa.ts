import type en from './en';
import type { Messages } from '../../types';

export default {
  article: {
    title: 'Artículo',
    missing: 'No se encontró este artículo',
  },
  faq: {
    title: 'Preguntas frecuentes',
    empty: 'Todavía no hay preguntas',
  },
  contact: {
    title: 'Contacto',
    email: 'Correo de soporte',
  },
  about: {
    title: 'Sobre nosotros',
  },
  compliance: {
    title: 'Cumplimiento operativo',
  },
  webView: {
    title: 'Página web',
    open: 'Abrir en el navegador',
    invalid: 'Este enlace no se puede abrir',
  },
} satisfies Messages<typeof en>;
