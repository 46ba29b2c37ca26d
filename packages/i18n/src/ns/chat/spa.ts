/** The chat room (a tab of pages/kefu/index). (spa) */
import type { Messages } from '../../types';
import type en from './en';

export default {
  room: 'Sala',
  empty: 'Aún no hay mensajes',
  emptyHint: 'Saluda a la sala.',
  you: 'Tú',
  report: 'Denunciar',
  reportConfirm: '¿Denunciar este mensaje a los moderadores?',
  cancel: 'Cancelar',
  reported: 'Denunciado: gracias',
  filtered: 'Enlaces y datos de contacto ocultos',
  mutedUntil: 'Un moderador te silenció hasta {{time}}',
  writeSomething: 'Escribe primero un mensaje',
  placeholder: 'Escribe a la sala',
  send: 'Enviar',
  rules:
    'Hasta 300 caracteres, 5 mensajes cada 30 segundos. Los enlaces y datos de contacto se ocultan. El personal nunca te escribe aquí primero.',
} satisfies Messages<typeof en>;
