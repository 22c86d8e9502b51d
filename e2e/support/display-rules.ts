import type { E2eFixtureItem } from '@marketplace/contract/e2e-fixtures';
import { fixtureStore } from './cart';

const percentDiscount = {
  name: 'Fixture Butter Chicken',
  price_minor: 1_400,
  discount: { type: 'percent', percent: 15 },
  halal: true,
} satisfies E2eFixtureItem;
const amountDiscount = {
  name: 'Fixture Tikka Masala',
  price_minor: 1_299,
  discount: { type: 'amount', amount_minor: 111 },
} satisfies E2eFixtureItem;
const vegWithChoices = {
  name: 'Fixture Lava Cake',
  price_minor: 650,
  veg: true,
  food_variations: [
    {
      name: 'Toppings',
      type: 'multi',
      min: 1,
      max: 2,
      required: true,
      values: [
        { label: 'Ice cream', price_minor: 150 },
        { label: 'Berries', price_minor: 120 },
        { label: 'Nuts', price_minor: 80 },
      ],
    },
  ],
} satisfies E2eFixtureItem;
const organic = { name: 'Fixture Wildflower Honey', price_minor: 899, organic: true };
const outOfStock = { name: 'Fixture Whole Chicken', price_minor: 1_099, stock: 0 };
const prescription = {
  name: 'Fixture Metformin 500 mg',
  price_minor: 450,
  prescription_required: true,
};

/** Items made for each display rule, with the badge text each should show, and their stores. */
export const RULES = {
  percentDiscount: { ...percentDiscount, badge: '15% OFF' },
  amountDiscount: { ...amountDiscount, badge: '$1.11 OFF' },
  /** The percent-discount item is also halal, and not veg. */
  halalNonVeg: percentDiscount,
  vegWithChoices,
  organic,
  outOfStock,
  prescription,
  foodStore: fixtureStore('food', 'Fixture Spice House', [
    percentDiscount,
    amountDiscount,
    vegWithChoices,
  ]),
  groceryStore: fixtureStore('grocery', 'Fixture Grocer', [organic, outOfStock]),
  pharmacyStore: fixtureStore('pharmacy', 'Fixture Pharmacy', [prescription]),
};
