import type en from './en';
import type { Messages } from '../../types';

export default {
  tabs: {
    email: 'Correo',
    mobile: 'Móvil',
  },
  login: {
    title: 'Iniciar sesión',
    welcome: 'Hola de nuevo',
    subtitle: 'Inicia sesión para operar y gestionar tus activos',
    submit: 'Iniciar sesión',
    forgot: '¿Has olvidado la contraseña?',
    noAccount: '¿Eres nuevo?',
    register: 'Crear una cuenta',
  },
  register: {
    title: 'Registro',
    heading: 'Crea tu cuenta',
    subtitle: 'Cripto y acciones de EE. UU. en una sola app',
    submit: 'Registrarse',
    haveAccount: '¿Ya tienes cuenta?',
    login: 'Iniciar sesión',
    invite: 'Código de invitación',
    inviteOptional: 'Código de invitación (opcional)',
    invitePlaceholder: 'Introduce el código de invitación',
  },
  forget: {
    title: 'Restablecer contraseña',
    heading: 'Restablece tu contraseña',
    subtitle: 'Te enviaremos un código a tu correo o a tu móvil',
    submit: 'Restablecer',
  },
} satisfies Messages<typeof en>;
