import type en from './en';
import type { Messages } from '../../types';

export default {
  ok: 'Aceptar',
  success: 'Operación realizada',
  loginSuccess: 'Sesión iniciada',
  registerSuccess: 'Registro completado',
  logoutSuccess: 'Sesión cerrada',
  saved: 'Guardado',
  codeSent: 'Código de verificación enviado',
  codeValid: 'El código es válido',
  passwordChanged: 'Contraseña cambiada',
  payPasswordSet: 'Contraseña de pago configurada',
  mobileBound: 'Número de móvil vinculado',
  emailBound: 'Correo electrónico vinculado',
  mailSubject: 'Código de verificación de {{site}}',
  mailBody:
    'Tu código de verificación de {{site}} es {{code}}. Caduca en 10 minutos. Si no lo has solicitado, ignora este mensaje y no compartas el código con nadie.',
  smsBody: '[{{site}}] Tu código es {{code}}, válido durante 10 minutos. No lo compartas con nadie.',
  transferDone: 'Transferencia completada',
  accountExists: {
    subject: '{{site}}: ya tienes una cuenta',
    mailBody:
      'Alguien pidió registrar una cuenta de {{site}} con esta dirección, pero ya existe una cuenta con ella, así que no se envió ningún código de registro. Para iniciar sesión, introduce esta dirección y tu contraseña en la página de inicio de sesión. Si has olvidado tu contraseña, elige «¿Has olvidado la contraseña?» en esa página para restablecerla con un código. Si no fuiste tú, puedes ignorar este mensaje.',
    smsBody:
      '[{{site}}] Este número ya tiene una cuenta, así que no se envió ningún código de registro. Inicia sesión o usa «¿Has olvidado la contraseña?» para restablecerla. Si no fuiste tú, ignora este mensaje.',
  },
  signInAlert: {
    subject: '{{site}}: intentos fallidos de inicio de sesión en tu cuenta',
    mailBody:
      'Hubo {{count}} intentos fallidos de iniciar sesión en tu cuenta de {{site}} en los últimos {{minutes}} minutos; el último, desde {{address}} el {{time}}. El inicio de sesión desde allí queda en pausa durante {{minutes}} minutos; tus dispositivos y redes habituales pueden seguir iniciando sesión con tu contraseña. Si no fuiste tú, cambia tu contraseña ahora y activa el autenticador en la configuración de seguridad.',
    smsBody:
      '[{{site}}] {{count}} intentos fallidos de inicio de sesión en tu cuenta en {{minutes}} minutos; el último, desde {{address}}. Si no fuiste tú, cambia tu contraseña ahora.',
  },
  payPasswordLocked: {
    subject: '{{site}}: contraseña de pago bloqueada',
    mailBody:
      'La contraseña de pago de tu cuenta de {{site}} se introdujo mal {{count}} veces seguidas. Los retiros y las demás operaciones que la requieren están bloqueados hasta el {{until}}. Si no fuiste tú, puede que alguien esté usando tu sesión: cambia ahora tu contraseña de inicio de sesión y tu contraseña de pago.',
    smsBody:
      '[{{site}}] Contraseña de pago incorrecta {{count}} veces: retiros bloqueados hasta el {{until}}. Si no fuiste tú, cambia tus contraseñas ahora.',
  },
} satisfies Messages<typeof en>;
