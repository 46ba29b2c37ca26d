import type en from './en';
import type { Messages } from '../../types';

export default {
  ok: 'OK',
  success: 'Opération réussie',
  loginSuccess: 'Connexion réussie',
  registerSuccess: 'Inscription réussie',
  logoutSuccess: 'Déconnexion réussie',
  saved: 'Enregistré',
  codeSent: 'Code de vérification envoyé',
  codeValid: 'Le code est valide',
  passwordChanged: 'Mot de passe modifié',
  payPasswordSet: 'Mot de passe de paiement défini',
  mobileBound: 'Numéro de téléphone associé',
  emailBound: 'Adresse e-mail associée',
  mailSubject: 'Code de vérification {{site}}',
  mailBody:
    "Votre code de vérification {{site}} est {{code}}. Il expire dans 10 minutes. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message et ne communiquez ce code à personne.",
  smsBody: '[{{site}}] Votre code est {{code}}, valable 10 minutes. Ne le communiquez à personne.',
  transferDone: 'Transfert effectué',
} satisfies Messages<typeof en>;
