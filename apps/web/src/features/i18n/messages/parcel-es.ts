import type { ParcelMessages } from './parcel-en';

export const parcelEs: ParcelMessages = {
  'parcel.categoriesTitle': '¿Qué vas a enviar?',
  'parcel.categoriesHint':
    'El coste de envío es la distancia por el precio por km, nunca menos que el mínimo.',
  'parcel.categoriesEmpty': 'Aún no hay categorías de paquetes.',
  'parcel.categoriesError': 'No se pudieron cargar las categorías de paquetes.',
  'parcel.perKm': 'Por km',
  'parcel.minimum': 'Mínimo',
  'parcel.helpTitle': '¿Preguntas sobre un paquete?',
  'parcel.helpBody':
    'Nuestro equipo de soporte te ayuda con tamaños, artículos restringidos y entregas.',
  'parcel.orderLabel': 'Paquete',
};
