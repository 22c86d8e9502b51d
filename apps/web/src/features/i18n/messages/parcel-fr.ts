import type { ParcelMessages } from './parcel-en';

export const parcelFr: ParcelMessages = {
  'parcel.categoriesTitle': 'Que voulez-vous envoyer ?',
  'parcel.categoriesHint':
    'Les frais de livraison sont la distance multipliée par le tarif au km, jamais sous le minimum.',
  'parcel.categoriesEmpty': 'Aucune catégorie de colis pour le moment.',
  'parcel.categoriesError': 'Les catégories de colis n’ont pas pu être chargées.',
  'parcel.perKm': 'Par km',
  'parcel.minimum': 'Minimum',
  'parcel.helpTitle': 'Une question sur un colis ?',
  'parcel.helpBody':
    'Notre équipe d’assistance vous aide pour les tailles, les articles interdits et les livraisons.',
  'parcel.orderLabel': 'Colis',
  'parcel.sendTitle': 'Envoyer un colis',
  'parcel.sendIntro': 'Enlevé partout où nous livrons des colis, livré le jour même.',
  'parcel.sendAction': 'Envoyer un colis',
  'parcel.sendCategory': 'Envoyer {name}',
  'parcel.moduleRequired': 'Choisissez le module colis pour envoyer un colis',
  'parcel.senderTitle': 'Expéditeur',
  'parcel.receiverTitle': 'Destinataire',
  'parcel.pickPointHint':
    'Déplacez la carte, cherchez un lieu ou saisissez les coordonnées pour placer le point.',
  'parcel.zoneChecking': 'Nous vérifions que nous desservons ce lieu…',
  'parcel.zoneCheckFailed': 'Nous n’avons pas pu vérifier ce lieu.',
  'parcel.senderOutside': 'Nous n’enlevons pas encore de colis à cette adresse',
  'parcel.receiverOutside': 'Nous ne livrons pas encore de colis à cette adresse',
  'parcel.instructionTitle': 'Consigne pour le livreur',
  'parcel.instructionNone': 'Aucune consigne',
  'parcel.instructionOwn': 'Écrire la mienne',
  'parcel.instructionOwnLabel': 'Votre consigne',
  'parcel.instructionCount': '{count}/{max} caractères',
  'parcel.instructionsError':
    'Les consignes prédéfinies n’ont pas pu être chargées ; vous pouvez écrire la vôtre.',
  'parcel.payerTitle': 'Qui paie la livraison ?',
  'parcel.payerSender': 'Expéditeur',
  'parcel.payerReceiver': 'Destinataire',
  'parcel.payerReceiverHint': 'Paiement à la livraison uniquement',
  'parcel.paymentAfterPickup': 'Placez le point d’enlèvement pour voir comment payer.',
  'parcel.chooseCategory': 'Choisissez ce que vous envoyez',
  'parcel.completeParties':
    'Ajoutez le nom, le téléphone et l’adresse de l’expéditeur et du destinataire',
  'parcel.feeAfterChoices':
    'Les frais de livraison s’affichent une fois les deux adresses et la catégorie choisies.',
  'parcel.distance': 'Distance : {km} km',
  'parcel.receiverPaysNote': 'Le destinataire paie {amount} en espèces à la livraison.',
  'parcel.send': 'Envoyer le colis',
  'parcel.pickUpFrom': 'Enlèvement',
  'parcel.deliverTo': 'Livrer à',
  'parcel.whoPays': 'Qui paie',
  'parcel.instruction': 'Consigne',
  'parcel.category': 'Colis',
};
