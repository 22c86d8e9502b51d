import type { Messages } from './en';

/** Catalogue français. */
export const fr: Messages = {
  'common.close': 'Fermer',
  'common.cancel': 'Annuler',
  'common.retry': 'Réessayer',
  'common.loading': 'Chargement…',
  'common.availableSoon': 'Bientôt disponible',
  'common.skipToContent': 'Aller au contenu',

  'meta.description':
    'Commandez repas, courses, médicaments et plus encore, ou louez un véhicule, auprès de commerces près de chez vous.',

  'header.home': 'Accueil',
  'header.mainNav': 'Principal',
  'header.modulesNav': 'Modules',
  'header.signIn': 'Se connecter',
  'header.cart': 'Panier',
  'header.openMenu': 'Ouvrir le menu',
  'header.logoAlt': 'Accueil de {name}',
  'header.chooseLocation': 'Choisir une adresse',
  'header.locationLabel': 'Adresse de livraison : {address}. Changer d’adresse',

  'theme.light': 'Mode clair',
  'theme.dark': 'Mode sombre',

  'language.label': 'Langue',
  'language.current': 'Langue : {language}',
  'language.confirmTitle': 'Changer de langue ?',
  'language.confirmBody': 'La page va se recharger en {language}.',
  'language.confirmAction': 'Changer de langue',

  'location.popoverTitle': 'Votre adresse',
  'location.signInForSaved':
    'Pour choisir parmi vos adresses enregistrées, vous devez vous connecter',
  'location.useCurrent': 'Utiliser ma position actuelle',
  'location.pickFromMap': 'Choisir sur la carte',
  'location.dialogTitle': 'Où devons-nous livrer ?',
  'location.dialogDescription':
    'Indiquez votre adresse pour voir les modules et les commerces qui la desservent.',
  'location.searchLabel': 'Rechercher une adresse',
  'location.searchPlaceholder': 'Recherchez une rue, un quartier ou un lieu',
  'location.searching': 'Recherche…',
  'location.noResults': 'Aucun lieu trouvé pour « {text} ».',
  'location.resultsCount': 'Suggestions trouvées : {count}',
  'location.searchFailed': 'La recherche de lieux n’est pas disponible pour le moment.',
  'location.or': 'ou',
  'location.mapHint':
    'Déplacez la carte pour placer le repère sur votre lieu, ou saisissez les coordonnées.',
  'location.mapUnavailable':
    'La carte ne peut pas s’afficher pour le moment. Saisissez la latitude et la longitude de votre lieu.',
  'location.mapRegion': 'Carte pour choisir votre adresse',
  'location.latitude': 'Latitude',
  'location.longitude': 'Longitude',
  'location.coordinatesInvalid':
    'Saisissez une latitude entre -90 et 90 et une longitude entre -180 et 180.',
  'location.confirm': 'Confirmer l’adresse',
  'location.backToSearch': 'Retour à la recherche',
  'location.resolving': 'Vérification de votre adresse…',
  'location.locating': 'Localisation en cours…',
  'location.geoUnsupported': 'Votre navigateur ne peut pas partager votre position.',
  'location.geoDenied':
    'L’accès à la position a été refusé. Recherchez votre lieu ou choisissez-le sur la carte.',
  'location.geoUnavailable': 'Votre position n’est pas disponible pour le moment.',
  'location.geoTimeout':
    'La localisation a pris trop de temps. Réessayez ou utilisez la recherche.',
  'location.outsideZones': 'Le service n’est pas disponible dans cette zone.',
  'location.pinnedPoint': 'Point choisi {lat}, {lng}',

  'modules.dialogTitle': 'Sélectionnez un module',
  'modules.note': 'Vous devez sélectionner un module pour continuer.',
  'modules.empty':
    'Aucun module trouvé. Contactez le propriétaire du site pour activer des modules.',
  'modules.loadError': 'Les modules n’ont pas pu être chargés.',
  'modules.rail': 'Changer de module',

  'drawer.title': 'Menu',
  'drawer.categories': 'Catégories',
  'drawer.latestStores': 'Nouveaux commerces',
  'drawer.themeMode': 'Thème',
  'drawer.noCategories': 'Aucune catégorie pour le moment.',
  'drawer.chooseModuleFirst': 'Choisissez un module pour voir ses catégories.',

  'logout.action': 'Se déconnecter',
  'logout.confirmTitle': 'Se déconnecter ?',
  'logout.confirmBody': 'Voulez-vous vraiment vous déconnecter ?',
  'logout.success': 'Déconnexion réussie.',

  'footer.newsletterTitle': 'Abonnez-vous à notre lettre d’information',
  'footer.newsletterEmailLabel': 'Adresse e-mail',
  'footer.newsletterPlaceholder': 'Votre adresse e-mail',
  'footer.subscribe': 'S’abonner',
  'footer.invalidEmail': 'Veuillez saisir une adresse e-mail valide.',
  'footer.subscribed': 'Abonnement réussi',
  'footer.followUs': 'Suivez-nous',
  'footer.downloadApp': 'Télécharger l’application',
  'footer.googlePlay': 'Disponible sur Google Play',
  'footer.appStore': 'Télécharger dans l’App Store',
  'footer.contact': 'Nous contacter',
  'footer.addressOnMap': 'Voir {address} sur la carte',
  'footer.addressMapTitle': 'Notre adresse',
  'footer.quickLinks': 'Liens utiles',
  'footer.trackOrder': 'Suivre une commande',
  'footer.loyaltyPoints': 'Points de fidélité',
  'footer.myWallet': 'Mon portefeuille',
  'footer.campaigns': 'Campagnes',
  'footer.needLogin': 'Vous devez être connecté pour accéder à cette page.',
  'footer.needZone': 'Vous devez choisir une zone pour accéder à cette page.',
  'footer.policies': 'Politiques',
  'footer.partner': 'Rejoignez-nous',
  'footer.becomeSeller': 'Devenir vendeur',
  'footer.becomeDeliveryman': 'Devenir livreur',
  'footer.social': 'Réseaux sociaux',

  'pages.terms': 'Conditions générales',
  'pages.privacy': 'Politique de confidentialité',
  'pages.refund': 'Politique de remboursement',
  'pages.cancellation': 'Politique d’annulation',
  'pages.shipping': 'Politique de livraison',
  'pages.about': 'À propos',
  'pages.help': 'Aide et assistance',
  'pages.emptyPolicy': 'Rien n’a encore été publié ici.',

  'help.intro': 'Nous sommes là pour vous aider. Contactez-nous comme vous le souhaitez.',
  'help.email': 'E-mail',
  'help.phone': 'Téléphone',
  'help.address': 'Adresse',
  'help.unavailable': 'Nos coordonnées ne sont pas disponibles pour le moment.',

  'home.welcome': 'Bienvenue dans {name}',
  'home.deliveringTo': 'Livraison à {address}',
  'home.catalogueSoon': 'Les commerces et les articles de ce module arrivent bientôt.',
  'home.changeLocation': 'Changer d’adresse',
  'home.switchModule': 'Changer de module',
  'home.chooseLocationTitle': 'Indiquez votre adresse pour commencer',
  'home.chooseLocationBody':
    'Nous affichons les modules et les commerces qui livrent à votre adresse.',
  'home.chooseModuleTitle': 'De quoi avez-vous besoin aujourd’hui ?',
  'home.chooseModuleBody': 'Choisissez un module pour voir ses commerces et ses articles.',
  'home.chooseModuleAction': 'Choisir un module',

  'errors.generic': 'Une erreur est survenue. Veuillez réessayer.',
  'errors.network': 'Le service est injoignable. Vérifiez votre connexion et réessayez.',
  'errors.notFoundTitle': 'Page introuvable',
  'errors.notFoundBody':
    'Nous n’avons pas trouvé la page que vous cherchiez. Elle a peut-être été déplacée.',
  'errors.backHome': 'Retour à l’accueil',
  'errors.errorTitle': 'Une erreur est survenue',
  'errors.errorBody': 'Une erreur inattendue s’est produite lors du chargement de cette page.',
  'errors.shellOffline':
    'Impossible de joindre la boutique pour le moment. Certaines parties de la page peuvent manquer.',
};
