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
} satisfies Messages<typeof en>;
