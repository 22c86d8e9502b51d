import type { PartnersMessages } from './partners-en';

export const partnersFr: PartnersMessages = {
  'partners.steps': 'Étapes',
  'partners.stepOf': 'Étape {n} sur {total}',
  'partners.stepDone': 'Étape {n} : {title}, terminée',
  'partners.stepTodo': 'Étape {n} : {title}',
  'partners.back': 'Retour',
  'partners.next': 'Suivant',
  'partners.submit': 'Envoyer la candidature',
  'partners.edit': 'Modifier',
  'partners.loading': 'Chargement du formulaire de candidature…',
  'partners.loadError': 'Le formulaire de candidature n’a pas pu être chargé.',
  'partners.noZones':
    'Nous n’acceptons pas encore de candidatures : aucune zone de livraison n’est ouverte.',
  'partners.zone': 'Zone',
  'partners.zonePlaceholder': 'Choisissez une zone',
  'partners.firstName': 'Prénom',
  'partners.lastName': 'Nom (facultatif)',
  'partners.email': 'E-mail',
  'partners.phone': 'Téléphone',
  'partners.password': 'Mot de passe',
  'partners.passwordHint': 'Vous vous connecterez avec lui une fois votre candidature acceptée.',
  'partners.removeImage': 'Retirer {name}',
  'partners.review': 'Vérifier et envoyer',
  'partners.reviewIntro':
    'Vérifiez vos informations. Vous pouvez revenir à chaque étape pour les modifier.',
  'partners.notGiven': 'Non renseigné',
  'partners.submitted': 'Candidature envoyée',
  'partners.pendingTitle': 'Votre candidature est en attente de validation',
  'partners.sentTo': 'Nous vous écrirons à {email} dès qu’un opérateur l’aura acceptée ou refusée.',
  'partners.backHome': 'Retour à l’accueil',

  'storeReg.title': 'Devenir vendeur',
  'storeReg.intro':
    'Ouvrez votre boutique sur notre marketplace. Un opérateur examine chaque candidature avant la mise en ligne de la boutique.',
  'storeReg.stepStore': 'Informations sur la boutique',
  'storeReg.stepLocation': 'Activité et emplacement',
  'storeReg.stepImages': 'Logo, couverture et livraison',
  'storeReg.stepOwner': 'Informations sur le propriétaire',
  'storeReg.language.en': 'Anglais',
  'storeReg.language.es': 'Espagnol',
  'storeReg.language.fr': 'Français',
  'storeReg.languagesHint':
    'L’anglais est obligatoire ; les clients en espagnol ou en français verront ces textes si vous les donnez.',
  'storeReg.storeName': 'Nom de la boutique ({language})',
  'storeReg.address': 'Adresse de la boutique ({language})',
  'storeReg.module': 'Type d’activité',
  'storeReg.modulePlaceholder': 'Choisissez un type d’activité',
  'storeReg.moduleChooseZone':
    'Choisissez d’abord une zone pour voir les activités qu’elle propose.',
  'storeReg.moduleLoading': 'Chargement des activités de cette zone…',
  'storeReg.moduleNone': 'Aucun type d’activité n’est encore ouvert dans cette zone.',
  'storeReg.location': 'Emplacement de la boutique',
  'storeReg.locationNeedsZone':
    'Choisissez d’abord une zone : la boutique doit se trouver à l’intérieur.',
  'storeReg.locationInside': 'L’emplacement se trouve dans {zone}.',
  'storeReg.locationOtherZone':
    'Cet emplacement est hors de {zone}. Il se trouve dans {others} : choisissez cette zone ou déplacez le repère.',
  'storeReg.locationNoZone':
    'Cet emplacement est hors de toutes nos zones. Déplacez le repère dans {zone}.',
  'storeReg.locationChecking': 'Vérification de l’emplacement…',
  'storeReg.locationCheckFailed': 'L’emplacement n’a pas pu être vérifié. Veuillez réessayer.',
  'storeReg.locationUseZone': 'Choisir {zone}',
  'storeReg.logo': 'Logo',
  'storeReg.logoHint': 'JPG, PNG, JPEG ou GIF ; 2 Mo max. ; format 1:1.',
  'storeReg.chooseLogo': 'Choisir un logo',
  'storeReg.logoPreview': 'Aperçu du logo',
  'storeReg.cover': 'Photo de couverture',
  'storeReg.coverHint': 'JPG, PNG, JPEG ou GIF ; 2 Mo max. ; format 2:1.',
  'storeReg.chooseCover': 'Choisir une photo de couverture',
  'storeReg.coverPreview': 'Aperçu de la couverture',
  'storeReg.tax': 'Taxe (%)',
  'storeReg.deliveryTime': 'Délai de livraison',
  'storeReg.deliveryTimeHint':
    'Le temps qu’une commande met à arriver, du plus court au plus long.',
  'storeReg.deliveryMin': 'De',
  'storeReg.deliveryMax': 'À',
  'storeReg.deliveryUnit': 'Unité',
  'storeReg.unit.min': 'minutes',
  'storeReg.unit.hours': 'heures',
  'storeReg.unit.days': 'jours',
  'storeReg.ownerIntro':
    'Le propriétaire de la boutique, et le compte avec lequel vous la gérerez.',
  'storeReg.pendingBody':
    'Merci pour votre candidature pour {store}. Un opérateur examine votre boutique avant son ouverture ; d’ici là, elle n’est pas visible des clients.',

  'deliveryReg.title': 'Devenir livreur',
  'deliveryReg.intro':
    'Livrez des commandes dans votre zone. Un opérateur examine chaque candidature avant que vous puissiez commencer.',
  'deliveryReg.stepPersonal': 'Informations personnelles',
  'deliveryReg.stepWork': 'Zone, véhicule et rémunération',
  'deliveryReg.stepIdentity': 'Identité',
  'deliveryReg.photo': 'Votre photo',
  'deliveryReg.photoHint': 'Une photo nette de votre visage ; JPG, PNG, JPEG ou GIF ; 2 Mo max.',
  'deliveryReg.choosePhoto': 'Choisir une photo',
  'deliveryReg.photoPreview': 'Aperçu de votre photo',
  'deliveryReg.vehicle': 'Type de véhicule',
  'deliveryReg.vehiclePlaceholder': 'Choisissez un véhicule',
  'deliveryReg.vehicle.bicycle': 'Vélo',
  'deliveryReg.vehicle.motorbike': 'Moto',
  'deliveryReg.vehicle.scooter': 'Scooter',
  'deliveryReg.vehicle.car': 'Voiture',
  'deliveryReg.vehicle.van': 'Camionnette',
  'deliveryReg.earning': 'Rémunération',
  'deliveryReg.earningHint':
    'Indépendant : payé à la livraison. Salarié : un salaire fixe pour des horaires définis.',
  'deliveryReg.earning.freelance': 'Indépendant',
  'deliveryReg.earning.salaried': 'Salarié',
  'deliveryReg.identityType': 'Type de pièce d’identité',
  'deliveryReg.identityTypePlaceholder': 'Choisissez un type de pièce',
  'deliveryReg.identity.passport': 'Passeport',
  'deliveryReg.identity.driving_license': 'Permis de conduire',
  'deliveryReg.identity.nid': 'Carte nationale d’identité',
  'deliveryReg.identityNumber': 'Numéro de la pièce',
  'deliveryReg.identityImages': 'Images de la pièce d’identité',
  'deliveryReg.identityImagesHint':
    'Le recto et, s’il y en a un, le verso de la pièce : jusqu’à {count} images ; JPG, PNG, JPEG ou GIF ; 2 Mo max. chacune.',
  'deliveryReg.addIdentityImages': 'Ajouter des images de la pièce',
  'deliveryReg.identityImage': 'Image de la pièce {n}',
  'deliveryReg.pendingBody':
    'Merci pour votre candidature, {name}. Un opérateur examine votre candidature et vos documents avant que vous puissiez livrer.',

  'partnerError.firstNameTooLong': 'Le prénom est trop long : 100 caractères maximum.',
  'partnerError.lastNameTooLong': 'Le nom est trop long : 100 caractères maximum.',
  'partnerError.storeNameRequired': 'Le nom de la boutique est obligatoire',
  'partnerError.storeNameTooLong': 'Le nom de la boutique est trop long : 100 caractères maximum.',
  'partnerError.storeAddressRequired': 'L’adresse de la boutique est obligatoire',
  'partnerError.storeAddressTooLong':
    'L’adresse de la boutique est trop longue : 255 caractères maximum.',
  'partnerError.zoneRequired': 'Veuillez choisir une zone',
  'partnerError.moduleRequired': 'Veuillez choisir un type d’activité',
  'partnerError.locationRequired': 'Veuillez indiquer l’emplacement de la boutique sur la carte',
  'partnerError.logoRequired': 'Le logo de la boutique est obligatoire',
  'partnerError.coverRequired': 'La photo de couverture est obligatoire',
  'partnerError.taxInvalid':
    'La taxe doit être un pourcentage de 0 à 100 avec au plus deux décimales',
  'partnerError.deliveryTimeRequired': 'Le délai de livraison est obligatoire',
  'partnerError.deliveryTimeFormat':
    'Le délai de livraison doit avoir la forme 20-30 min (minutes, heures ou jours)',
  'partnerError.deliveryTimeRange':
    'Le délai de livraison minimum doit être inférieur au maximum (de 1 à 999)',
  'partnerError.vehicleRequired': 'Veuillez choisir un type de véhicule',
  'partnerError.earningRequired': 'Veuillez choisir indépendant ou salarié',
  'partnerError.identityTypeRequired': 'Veuillez choisir un type de pièce d’identité',
  'partnerError.identityNumberRequired': 'Le numéro de la pièce est obligatoire',
  'partnerError.identityNumberInvalid':
    'Le numéro de la pièce doit compter de 5 à 30 lettres et chiffres (avec des espaces ou tirets simples entre eux)',
  'partnerError.identityImageRequired': 'Une image de la pièce d’identité est obligatoire',
  'partnerError.tooManyIdentityImages': '3 images au maximum peuvent être envoyées à la fois.',
  'partnerError.photoRequired': 'La photo de profil est obligatoire',
  'partnerError.zoneNotFound': 'Cette zone n’existe pas ou n’est pas active',
  'partnerError.moduleNotFound': 'Ce type d’activité n’existe pas ou n’est pas actif',
  'partnerError.moduleNotInZone': 'Ce type d’activité n’est pas proposé dans la zone choisie',
  'partnerError.moduleNotForStores': 'La livraison de colis n’est pas une activité de boutique',
  'partnerError.locationOutsideZone':
    'L’emplacement de la boutique doit se trouver dans la zone choisie',
  'partnerError.vendorEmailTaken':
    'Cet e-mail est déjà utilisé par un vendeur ou par une candidature en cours d’examen.',
  'partnerError.vendorPhoneTaken':
    'Ce numéro est déjà utilisé par un vendeur ou par une candidature en cours d’examen.',
  'partnerError.deliveryManEmailTaken':
    'Cet e-mail est déjà utilisé par un livreur ou par une candidature en cours d’examen.',
  'partnerError.deliveryManPhoneTaken':
    'Ce numéro est déjà utilisé par un livreur ou par une candidature en cours d’examen.',
  'partnerError.vendorReceived':
    'La candidature de votre boutique a bien été reçue. Nous l’examinerons et vous contacterons par e-mail.',
  'partnerError.deliveryManReceived':
    'Votre candidature de livreur a bien été reçue. Nous l’examinerons et vous contacterons par e-mail.',
};
