import type { E2eFixtureItem, E2eFixtureStore } from '@marketplace/contract/e2e-fixtures';

/** A food item with a required single group, a required multi group and add-ons. */
export const THALI = {
  name: 'Fixture Thali',
  price_minor: 1_250,
  food_variations: [
    {
      name: 'Bread',
      type: 'single',
      min: 1,
      max: 1,
      required: true,
      values: [
        { label: 'Naan', price_minor: 0 },
        { label: 'Roti', price_minor: 50 },
      ],
    },
    {
      name: 'Sides',
      type: 'multi',
      min: 1,
      max: 2,
      required: true,
      values: [
        { label: 'Raita', price_minor: 100 },
        { label: 'Salad', price_minor: 80 },
        { label: 'Pickle', price_minor: 40 },
      ],
    },
  ],
  add_ons: [
    { name: 'Papad', price_minor: 60 },
    { name: 'Mint chutney', price_minor: 40 },
  ],
} satisfies E2eFixtureItem;

/** A grocery item with one choice option: Small is in stock, Large is not. */
export const APPLES = {
  name: 'Fixture Apples',
  price_minor: 399,
  choice: {
    title: 'Size',
    values: [
      { value: 'Small', price_minor: 399, stock: 20 },
      { value: 'Large', price_minor: 599, stock: 0 },
    ],
  },
} satisfies E2eFixtureItem;

/** An item with nothing to choose, in stock. */
export function simpleItem(name: string, priceMinor: number): E2eFixtureItem {
  return { name, price_minor: priceMinor, stock: 100 };
}

/** A store of the journey's world, open every day around the clock. */
export function fixtureStore(
  module: E2eFixtureStore['module'],
  name: string,
  items: E2eFixtureItem[],
  rest: Partial<E2eFixtureStore> = {},
): E2eFixtureStore {
  return { module, name, items, ...rest };
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
