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
  download: {
    title: 'Instalar la aplicación',
    lead: 'Bourse es una aplicación web: no hay nada que descargar de una tienda de aplicaciones. Añádela a tu pantalla de inicio y se abrirá a pantalla completa como cualquier otra aplicación, siempre actualizada.',
    note: 'Instálala solo desde la dirección de este sitio. Cualquier aplicación con el mismo nombre ofrecida en otro lugar no es nuestra.',
    ios: {
      title: 'iPhone y iPad (Safari)',
      step1: 'Abre este sitio en Safari.',
      step2: 'Toca el botón Compartir en la parte inferior de la pantalla.',
      step3: 'Elige «Añadir a pantalla de inicio» y luego «Añadir».',
    },
    android: {
      title: 'Android (Chrome)',
      step1: 'Abre este sitio en Chrome.',
      step2: 'Toca el menú ⋮ arriba a la derecha.',
      step3: 'Elige «Instalar aplicación» o «Añadir a pantalla de inicio» y confirma.',
    },
    desktop: {
      title: 'Ordenador (Chrome o Edge)',
      step1: 'Abre este sitio en Chrome o Edge.',
      step2: 'Haz clic en el icono de instalación a la derecha de la barra de direcciones, o abre el menú del navegador.',
      step3: 'Elige «Instalar» (o «Aplicaciones» → «Instalar este sitio como aplicación»).',
    },
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
