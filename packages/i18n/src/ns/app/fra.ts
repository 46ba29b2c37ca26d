import type en from './en';
import type { Messages } from '../../types';

export default {
  tabs: {
    home: 'Accueil',
    market: 'Marchés',
    trade: 'Trader',
    finance: 'Épargne',
    assets: 'Actifs',
  },
  tradeKinds: {
    label: 'Produits de trading',
    spot: 'Au comptant',
    futures: 'Contrats à terme',
    options: 'Options',
    signIn: 'Se connecter pour trader',
  },
  nav: {
    back: 'Retour',
    main: 'Navigation principale',
    tabs: 'Onglets',
    settings: 'Paramètres',
  },
  actions: {
    backHome: "Retour à l'accueil",
    cancel: 'Annuler',
    confirm: 'Confirmer',
    save: 'Enregistrer',
  },
  states: {
    loading: 'Chargement…',
    empty: 'Rien pour le moment',
    error: 'Impossible de charger ce contenu',
    errorHint: 'Vérifiez votre connexion puis réessayez.',
    retry: 'Réessayer',
    loadMore: 'Afficher plus',
    noMore: 'Aucune autre donnée',
  },
  page: {
    loadFailed: 'Impossible de charger cette page',
  },
  notFound: {
    title: 'Page introuvable',
    body: "La page que vous cherchez n'existe pas ou a été déplacée.",
  },
  network: {
    error: 'Erreur réseau, vérifiez votre connexion',
    timeout: 'La requête a expiré, veuillez réessayer',
    status: 'Erreur réseau ({{status}}), veuillez réessayer',
  },
  time: {
    justNow: "à l'instant",
  },
  code: {
    send: 'Envoyer le code',
    sending: 'Envoi…',
    resend: 'Renvoyer dans {{seconds}} s',
  },
  form: {
    email: 'E-mail',
    emailPlaceholder: 'Saisissez votre adresse e-mail',
    mobile: 'Numéro de mobile',
    mobilePlaceholder: 'Saisissez votre numéro de mobile',
    password: 'Mot de passe',
    passwordPlaceholder: 'Saisissez votre mot de passe',
    newPassword: 'Nouveau mot de passe',
    passwordRule: 'Plus de six caractères',
    confirmPassword: 'Confirmer le mot de passe',
    confirmPlaceholder: 'Saisissez à nouveau le mot de passe',
    code: 'Code de vérification',
    codePlaceholder: 'Code à 6 chiffres',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    /** Why a typed amount was refused (DecimalField). */
    amount: {
      character: 'Chiffres uniquement, avec « {{decimal}} » pour les décimales',
      separator: 'Sans séparateur de milliers ; décimales avec « {{decimal}} » (ex. 1234{{decimal}}5)',
      decimals: '{{count}} décimales au maximum',
      whole: 'Nombres entiers uniquement',
    },
  },
  area: {
    title: 'Pays ou région',
    search: 'Rechercher par nom ou indicatif',
    empty: 'Aucun pays ni aucune région ne correspond',
  },
  copy: {
    done: 'Copié',
    failed: 'Copie impossible, copiez-le manuellement',
  },
  simulated: {
    label: 'Marché simulé',
    hint: "Les prix viennent d'un simulateur de marché, pas d'une vraie plateforme d'échange",
  },
  version: 'Version {{version}}',
} satisfies Messages<typeof en>;
