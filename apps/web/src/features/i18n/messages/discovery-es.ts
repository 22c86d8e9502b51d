import type { discoveryEn } from './discovery-en';

/** Las secciones de descubrimiento de la página de inicio. */
export const discoveryEs: Record<keyof typeof discoveryEn, string> = {
  'home.featuredCategories': 'Categorías destacadas',
  'home.moreOffers': 'Más ofertas',
  'home.openStore': 'Abrir {store}',
  'home.highlights': 'Destacados para ti',
  'home.adBadge': 'Anuncio',
  'home.suggestedItems': 'Sugerencias para ti',
  'checkout.mostTipped': 'Propina más elegida aquí: {amount}',
};
