/**
 * Demo-seed entries the catalogue journeys browse on purpose (apps/api/src/db/seed: deterministic
 * catalogue, stores in West Riverton, available all day): a store page, an item's full page and
 * quick view, and a category long enough to page.
 */
export const SEEDED = {
  halalNonVeg: { slug: 'chicken-biryani-spice-route-biryani-house', name: 'Chicken Biryani' },
  foodStore: { slug: 'spice-route-biryani-house', name: 'Spice Route Biryani House' },
  /** A food category with more than 24 items in West Riverton. */
  bigCategory: { name: 'Coffee & Drinks' },
} as const;
