import type en from './en';
import type { Messages } from '../../types';

export default {
  tabs: {
    email: 'E-mail',
    mobile: 'Téléphone',
  },
  login: {
    title: 'Connexion',
    welcome: 'Bon retour parmi nous',
    subtitle: 'Connectez-vous pour trader et gérer vos actifs',
    submit: 'Se connecter',
    forgot: 'Mot de passe oublié ?',
    noAccount: 'Nouveau ici ?',
    register: 'Créer un compte',
  },
  register: {
    title: 'Inscription',
    heading: 'Créez votre compte',
    subtitle: 'Crypto et actions américaines dans une seule app',
    submit: "S'inscrire",
    haveAccount: 'Vous avez déjà un compte ?',
    login: 'Se connecter',
    invite: "Code d'invitation",
    inviteOptional: "Code d'invitation (facultatif)",
    invitePlaceholder: "Saisissez le code d'invitation",
  },
  forget: {
    title: 'Réinitialiser le mot de passe',
    heading: 'Réinitialisez votre mot de passe',
    subtitle: 'Nous enverrons un code à votre e-mail ou à votre mobile',
    submit: 'Réinitialiser',
  },
} satisfies Messages<typeof en>;
