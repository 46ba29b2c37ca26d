/** Proof of reserves (French). */
import type { Messages } from '../../types';
import type en from './en';

export default {
  title: 'Preuve de réserves',
  intro:
    'Les soldes de chaque utilisateur forment une feuille d’un arbre de Merkle ; sa racine est publiée ici avec les totaux et ce que détient la plateforme. Vérifiez que votre solde y figure : votre navigateur recalcule votre feuille et son chemin jusqu’à la racine.',
  empty: 'Aucun instantané n’a encore été publié',
  takenAt: 'Pris le',
  users: 'Comptes inclus',
  root: 'Racine de Merkle',
  encoding: 'Encodage des feuilles',
  assetsTitle: 'Dû aux utilisateurs face aux actifs détenus',
  demoBanner:
    'Argent de démonstration : les comptes propres de cette installation ont été alimentés avec de l’argent de démonstration émis pour les tests. Il n’est pas réel et il est présenté à part des actifs réels ci-dessous.',
  verifyButton: 'Vérifier mon solde',
  history: 'Instantanés précédents',
  asset: {
    liabilities: 'Dû aux utilisateurs',
    depositsHeld: 'Adresses de dépôt (enregistré)',
    funding: 'Dépôts de financement des opérateurs',
    realAssets: 'Actifs réels détenus',
    demo: 'Argent de démonstration (non réel)',
    covered: 'Couvert',
    notCovered: 'Non couvert par les actifs réels',
    accounts: 'Dont les comptes propres de la plateforme',
    house: 'Compte de la maison',
    insurance: 'Fonds d’assurance',
    treasury: 'Trésorerie',
    other: 'Autres comptes de la plateforme',
  },
  limits: {
    title: 'Ce que cela ne prouve pas',
    keys: 'Que la plateforme contrôle les clés de ses adresses de dépôt, ni que les pièces s’y trouvent encore : les avoirs sont les propres registres de la plateforme, non lus sur une blockchain.',
    offPlatform: 'Les dettes hors de ce registre, comme les emprunts ou autres dettes de la société.',
    borrowed: 'Que les actifs n’ont pas été empruntés pour le moment de l’instantané puis rendus.',
    unchecked:
      'Que les soldes que personne ne vérifie sont justes : la preuve ne vaut que par le nombre d’utilisateurs qui vérifient leur propre feuille.',
    demo: 'Quoi que ce soit sur l’argent de démonstration : c’est de l’argent fictif émis pour les tests.',
  },
  verify: {
    title: 'Vérifier mon solde',
    intro:
      'Votre navigateur recalcule votre feuille à partir des données ci-dessous avec SHA-256, suit son chemin jusqu’à la racine et compare le résultat à la racine publiée. Rien n’est renvoyé au serveur.',
    checking: 'Vérification…',
    pass: 'Vérifié : vos soldes sont inclus dans la racine publiée',
    fail: 'Non vérifié : la racine calculée à partir de votre feuille diffère de celle publiée',
    balances: 'Vos soldes dans cet instantané',
    noBalances: 'Aucun solde',
    account: 'Votre identifiant anonymisé',
    nonce: 'Nonce',
    leafHash: 'Votre feuille (calculée ici)',
    pathSteps: 'Étapes jusqu’à la racine',
    computedRoot: 'Racine calculée ici',
    publishedRoot: 'Racine publiée',
    preimage: 'Le texte exact de votre feuille',
    howTo:
      'Pour vérifier avec un autre outil : le SHA-256 d’un octet 0x00 suivi de ce texte donne votre feuille. Chaque étape ci-dessous hache un octet 0x01, puis le hachage de gauche et celui de droite (32 octets chacun).',
    side: {
      left: 'Gauche :',
      right: 'Droite :',
    },
    again: 'Vérifier à nouveau',
  },
} satisfies Messages<typeof en>;
