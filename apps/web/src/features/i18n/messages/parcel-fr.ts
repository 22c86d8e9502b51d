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
};
