import type { discoveryEn } from './discovery-en';

/** Les sections de découverte de la page d’accueil. */
export const discoveryFr: Record<keyof typeof discoveryEn, string> = {
  'home.featuredCategories': 'Catégories à la une',
  'home.moreOffers': 'Plus d’offres',
  'home.openStore': 'Ouvrir {store}',
  'home.highlights': 'À découvrir',
  'home.adBadge': 'Annonce',
  'home.suggestedItems': 'Suggestions pour vous',
  'checkout.mostTipped': 'Pourboire le plus choisi ici : {amount}',
};
