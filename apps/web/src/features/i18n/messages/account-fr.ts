import type { accountEn } from './account-en';

/** Messages de l'espace client. */
export const accountFr: Record<keyof typeof accountEn, string> = {
  'account.loginRequired': 'Vous devez être connecté pour accéder à cette page.',
  'account.profileTitle': 'Mon profil',
  'account.menuProfile': 'Profil',
  'account.loadError': "Votre profil n'a pas pu être chargé.",
  'account.memberSince': 'Membre depuis {days} jours',
  'account.edit': 'Modifier le profil',
  'account.editTitle': 'Modifier mes informations',
  'account.name': "Nom d'utilisateur",
  'account.email': 'E-mail',
  'account.phone': 'Téléphone',
  'account.newPassword': 'Mot de passe',
  'account.verified': 'Vérifié',
  'account.goBack': 'Retour',
  'account.reset': 'Réinitialiser',
  'account.updateProfile': 'Mettre à jour le profil',
  'account.noChanges': 'Aucune modification à enregistrer.',
  'account.updated': 'Mis à jour avec succès.',
  'account.otpTitle': 'Vérification OTP',
  'account.deleteAccount': 'Supprimer le compte',
  'account.confirmRequest': 'Confirmer cette demande ?',
  'account.deleteBody':
    'Votre compte et vos données personnelles seront effacés et vous serez déconnecté partout. Vos commandes passées restent chez les magasins.',
  'account.yes': 'Oui',
  'account.deleted': 'Le compte a été supprimé',
  'account.verifiedContactRequired': 'Un contact vérifié peut être changé, mais pas supprimé.',
  'account.passwordChangeOff': 'La connexion par mot de passe est désactivée.',
  'account.emailTaken': 'Cette adresse e-mail est déjà utilisée.',
  'account.phoneTaken': 'Ce numéro de téléphone est déjà utilisé.',
};
