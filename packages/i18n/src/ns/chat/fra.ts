/** The chat room (a tab of pages/kefu/index). (fra) */
import type { Messages } from '../../types';
import type en from './en';

export default {
  room: 'Salon',
  empty: 'Aucun message pour le moment',
  emptyHint: 'Dites bonjour au salon.',
  you: 'Vous',
  report: 'Signaler',
  reportConfirm: 'Signaler ce message aux modérateurs ?',
  cancel: 'Annuler',
  reported: 'Signalé : merci',
  filtered: 'Liens et coordonnées masqués',
  mutedUntil: "Un modérateur vous a rendu muet jusqu'à {{time}}",
  writeSomething: "Écrivez d'abord un message",
  placeholder: 'Écrire au salon',
  send: 'Envoyer',
  rules:
    '300 caractères au plus, 5 messages par 30 secondes. Liens et coordonnées sont masqués. Notre équipe ne vous contacte jamais ici en premier.',
} satisfies Messages<typeof en>;
