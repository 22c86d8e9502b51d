import type { reviewsEn } from './reviews-en';

/** Messages des avis. */
export const reviewsFr: Record<keyof typeof reviewsEn, string> = {
  'reviews.stars': '{count} étoiles sur 5',
  'reviews.rateStore': 'Notez la boutique',
  'reviews.rateItem': 'Notez cet article',
  'reviews.pickRating': 'Choisissez de 1 à 5 étoiles',
  'reviews.comment': 'Commentaire (facultatif)',
  'reviews.commentHint': 'Qu’avez-vous aimé, que pourrait-on améliorer ?',
  'reviews.submit': 'Envoyer l’avis',
  'reviews.submitted': 'Avis envoyé avec succès',
  'reviews.reviewed': 'Noté',
  'reviews.dialogTitle': 'Noter la commande n° {id}',
  'reviews.dialogHint': 'Notez la boutique et chaque article reçu.',
  'reviews.cardTitle': 'Avis',
  'reviews.leftToRate': 'Encore {count} à noter',
  'reviews.allDone': 'Merci, tout est noté.',
  'reviews.writeReview': 'Écrire un avis',
  'reviews.seeReviews': 'Voir vos avis',
  'reviews.noPlan': 'La boutique n’a pas de formule d’avis',
  'reviews.loadError': 'Les avis n’ont pas pu être chargés.',
  'reviews.storeTitle': 'Avis',
  'reviews.none': 'Pas encore d’avis',
  'reviews.ofStore': 'Sur la boutique',
  'reviews.more': 'Plus d’avis',
  'reviews.reminder': 'Votre commande n° {id} chez {store} a été livrée. Qu’en avez-vous pensé ?',
};
