import type { reviewsEn } from './reviews-en';

/** Mensajes de reseñas. */
export const reviewsEs: Record<keyof typeof reviewsEn, string> = {
  'reviews.stars': '{count} de 5 estrellas',
  'reviews.rateStore': 'Valora la tienda',
  'reviews.rateItem': 'Valora este artículo',
  'reviews.pickRating': 'Elige de 1 a 5 estrellas',
  'reviews.comment': 'Comentario (opcional)',
  'reviews.commentHint': '¿Qué te gustó y qué podría mejorar?',
  'reviews.submit': 'Enviar reseña',
  'reviews.submitted': 'Reseña enviada correctamente',
  'reviews.reviewed': 'Valorado',
  'reviews.dialogTitle': 'Valorar el pedido n.º {id}',
  'reviews.dialogHint': 'Valora la tienda y cada artículo que recibiste.',
  'reviews.cardTitle': 'Reseñas',
  'reviews.leftToRate': 'Quedan {count} por valorar',
  'reviews.allDone': 'Gracias, todo está valorado.',
  'reviews.writeReview': 'Escribir una reseña',
  'reviews.seeReviews': 'Ver tus reseñas',
  'reviews.noPlan': 'La tienda no tiene plan de reseñas',
  'reviews.loadError': 'No se pudieron cargar las reseñas.',
  'reviews.storeTitle': 'Reseñas',
  'reviews.none': 'Aún no hay reseñas',
  'reviews.ofStore': 'Sobre la tienda',
  'reviews.more': 'Más reseñas',
  'reviews.reminder': 'Tu pedido n.º {id} de {store} fue entregado. ¿Qué tal?',
};
