/**
 * Seeded items made for each display rule (apps/api/src/db/seed: deterministic catalogue, stores in
 * West Riverton, available all day).
 */
export const SEEDED = {
  percentDiscount: {
    slug: 'butter-chicken-spice-route-biryani-house',
    name: 'Butter Chicken',
    badge: '15% OFF',
  },
  amountDiscount: {
    slug: 'chicken-tikka-masala-spice-route-biryani-house',
    name: 'Chicken Tikka Masala',
    badge: '$1.11 OFF',
  },
  organic: { slug: 'wildflower-honey-freshmart-supermarket', name: 'Wildflower Honey' },
  halalNonVeg: { slug: 'chicken-biryani-spice-route-biryani-house', name: 'Chicken Biryani' },
  vegWithChoices: {
    slug: 'chocolate-lava-cake-sweet-tooth-patisserie',
    name: 'Chocolate Lava Cake',
  },
  prescription: {
    slug: 'metformin-500-mg-tablets-wellness-corner',
    name: 'Metformin 500 mg Tablets',
  },
  outOfStock: { slug: 'whole-chicken-daily-needs-express', name: 'Whole Chicken' },
  foodStore: { slug: 'spice-route-biryani-house', name: 'Spice Route Biryani House' },
  /** A food category with more than 24 items in West Riverton. */
  bigCategory: { name: 'Coffee & Drinks' },
} as const;
