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
  accountExists: {
    subject: '{{site}} : vous avez déjà un compte',
    mailBody:
      "Quelqu'un a demandé à créer un compte {{site}} avec cette adresse, mais un compte existe déjà pour elle : aucun code d'inscription n'a donc été envoyé. Pour vous connecter, saisissez cette adresse et votre mot de passe sur la page de connexion. Si vous avez oublié votre mot de passe, choisissez « Mot de passe oublié ? » sur cette page pour le réinitialiser avec un code. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
    smsBody:
      "[{{site}}] Ce numéro a déjà un compte : aucun code d'inscription n'a été envoyé. Connectez-vous, ou utilisez « Mot de passe oublié ? » pour réinitialiser votre mot de passe. Si ce n'était pas vous, ignorez ce message.",
  },
  signInAlert: {
    subject: '{{site}} : tentatives de connexion échouées sur votre compte',
    mailBody:
      "Votre compte {{site}} a fait l'objet de {{count}} tentatives de connexion échouées au cours des {{minutes}} dernières minutes, la dernière depuis {{address}} le {{time}}. Les connexions depuis cette adresse sont suspendues pendant {{minutes}} minutes ; vos appareils et réseaux habituels peuvent toujours se connecter avec votre mot de passe. Si ce n'était pas vous, changez votre mot de passe dès maintenant et activez l'authentificateur dans les paramètres de sécurité.",
    smsBody:
      "[{{site}}] {{count}} tentatives de connexion échouées sur votre compte en {{minutes}} minutes, la dernière depuis {{address}}. Si ce n'était pas vous, changez votre mot de passe dès maintenant.",
  },
  payPasswordLocked: {
    subject: '{{site}} : mot de passe de paiement bloqué',
    mailBody:
      "Le mot de passe de paiement de votre compte {{site}} a été saisi incorrectement {{count}} fois de suite. Les retraits et les autres opérations qui l'exigent sont bloqués jusqu'au {{until}}. Si ce n'était pas vous, quelqu'un utilise peut-être votre session : changez dès maintenant votre mot de passe de connexion et votre mot de passe de paiement.",
    smsBody:
      "[{{site}}] Mot de passe de paiement erroné {{count}} fois : retraits bloqués jusqu'au {{until}}. Si ce n'était pas vous, changez vos mots de passe dès maintenant.",
  },
} satisfies Messages<typeof en>;
