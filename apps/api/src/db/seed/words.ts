/** Word lists: reviewers, review comments, and the vocabulary of generated (scale) items. */

/** Splits a compact '|'-separated list. */
export const list = (text: string): string[] => text.split('|').map((s) => s.trim());

export const REVIEWERS = list(
  'Amelia Hart|Noah Patel|Sofia Reyes|Liam Chen|Maya Okafor|Ethan Brooks|Zara Rahman|Lucas Moreau|' +
    'Aisha Karim|Oliver Novak|Chloé Martin|Daniel Kim|Priya Nair|Mateo García|Hannah Weber|' +
    'Yusuf Demir|Grace Liu|Samuel Adeyemi|Inès Dubois|Leo Rossi|Fatima Hossain|Jack Wilson|' +
    'Elena Petrova|Omar Haddad',
);

/** Comments by rating, 1 to 5 stars. */
export const REVIEW_COMMENTS: Record<number, string[]> = {
  1: list('Not what I expected, sadly.|Arrived late and not as described.'),
  2: list('It was okay, but a bit overpriced.|Packaging could be better.'),
  3: list('Decent, would try again.|Good, nothing special.|Fine for the price.'),
  4: list('Really good, will order again.|Arrived on time and well packed.|Great value for money.'),
  5: list(
    'Absolutely loved it!|Best in town, highly recommended.|Perfect every single time.|' +
      'Excellent quality and fast delivery.',
  ),
};

export const NUTRITION = list(
  'Protein|Carbohydrates|Dietary fibre|Fat|Sugar|Sodium|Vitamin C|Calcium|Iron',
);

export type ScaleModule = 'food' | 'grocery' | 'pharmacy' | 'ecommerce';

/** Vocabulary of generated catalogue items, per module: adjectives, nouns, units. */
export const SCALE_WORDS: Record<
  ScaleModule,
  { adjectives: string[]; nouns: string[]; units: string[] }
> = {
  food: {
    adjectives: list(
      'Spicy|Smoky|Crispy|Classic|Grilled|Creamy|Tangy|Garlic|Honey|Masala|Pepper|Herb|Lemon|Chili|' +
        'Butter|Tandoori|Teriyaki|Cheesy|Roasted|Sweet',
    ),
    nouns: list(
      'Chicken Wrap|Beef Burger|Paneer Tikka|Veggie Bowl|Fish Tacos|Fried Rice|Ramen|Pasta|Flatbread|' +
        'Noodles|Kebab Platter|Shrimp Curry|Tofu Stir Fry|Lamb Biryani|Chicken Wings|Falafel Plate|' +
        'Quesadilla|Dumplings|Club Sandwich|Pancakes',
    ),
    units: list('plate|bowl|pc'),
  },
  grocery: {
    adjectives: list(
      'Organic|Fresh|Farm|Premium|Wholegrain|Local|Free Range|Low Fat|Unsalted|Golden|Wild|Natural|' +
        'Extra Virgin|Crunchy|Ripe|Sun Dried',
    ),
    nouns: list(
      'Apples|Tomatoes|Basmati Rice|Oat Milk|Cheddar|Greek Yoghurt|Almonds|Honey|Olive Oil|Brown Bread|' +
        'Spinach|Carrots|Eggs|Lentils|Coffee Beans|Green Tea|Pasta Shells|Peanut Butter|Orange Juice|Granola',
    ),
    units: list('kg|pc|pack|ltr|gm'),
  },
  pharmacy: {
    adjectives: list(
      'Extra Strength|Junior|Rapid|Daily|Sugar Free|Sensitive|Night|Advanced|Gentle|Max|Plus|Soothing',
    ),
    nouns: list(
      'Paracetamol Tablets|Vitamin D3 Drops|Cough Syrup|Antacid Chews|Multivitamin|Saline Nasal Spray|' +
        'Hand Sanitiser|Zinc Tablets|Allergy Relief|Pain Relief Gel|Omega 3 Capsules|' +
        'Electrolyte Sachets|Eye Drops|Calamine Lotion|Lip Balm',
    ),
    units: list('strip|bottle|box|tube'),
  },
  ecommerce: {
    adjectives: list(
      'Wireless|Slim|Classic|Smart|Portable|Vintage|Compact|Ergonomic|Waterproof|Foldable|Premium|Eco|' +
        'Retro|Ultra|Travel',
    ),
    nouns: list(
      'Headphones|Backpack|Desk Lamp|Sneakers|Watch|Power Bank|Hoodie|Water Bottle|Keyboard|Sunglasses|' +
        'Speaker|Yoga Mat|Phone Case|Notebook|Jacket|Mug',
    ),
    units: list('pc|pair|set'),
  },
};
