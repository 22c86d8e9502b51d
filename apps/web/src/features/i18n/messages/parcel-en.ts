/** English parcel messages (issue 16). */
export const parcelEn = {
  'parcel.categoriesTitle': 'What are you sending?',
  'parcel.categoriesHint':
    'The delivery charge is the distance times the per-km charge, never below the minimum.',
  'parcel.categoriesEmpty': 'No parcel categories yet.',
  'parcel.categoriesError': 'Parcel categories could not be loaded.',
  'parcel.perKm': 'Per km',
  'parcel.minimum': 'Minimum',
  'parcel.helpTitle': 'Questions about a parcel?',
  'parcel.helpBody': 'Our support team helps with sizes, restricted items and deliveries.',
  'parcel.orderLabel': 'Parcel',
};

export type ParcelMessages = Record<keyof typeof parcelEn, string>;
