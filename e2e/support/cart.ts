import type { APIRequestContext } from '@playwright/test';
import { WEST_ZONE } from './catalogue';

/** The item fields the cart journeys pick their items by (a subset of the contract's Item). */
export type DemoItem = {
  id: number;
  slug: string;
  name: string;
  store_id: number;
  store_name: string;
  stock: number;
  module_type: string;
  is_available_now: boolean;
  available_date_starts: string | null;
  maximum_cart_quantity: number | null;
  choice_options: { title: string; options: string[] }[];
  variations: { type: string; price: number; stock: number }[];
  food_variations: {
    name: string;
    type: 'single' | 'multi';
    min: number;
    max: number;
    required: 'on' | 'off';
    values: { label: string; optionPrice: number }[];
  }[];
  add_ons: { id: number; name: string; price: number }[];
};

/**
 * The latest items of a module in West Riverton, read through the storefront's own proxy, so the
 * journeys use whatever the demo seed holds instead of hard-coded ids.
 */
export async function latestItems(
  request: APIRequestContext,
  moduleId: number,
): Promise<DemoItem[]> {
  const items: DemoItem[] = [];
  for (const offset of [1, 2, 3]) {
    const response = await request.get('/api/v1/items/latest', {
      params: { limit: 100, offset },
      headers: { moduleId: String(moduleId), zoneId: JSON.stringify(WEST_ZONE) },
    });
    if (!response.ok()) throw new Error(`items/latest answered ${response.status()}`);
    const page = (await response.json()) as { products: DemoItem[] };
    items.push(...page.products);
    if (page.products.length < 100) break;
  }
  return items.filter((item) => item.is_available_now && !item.available_date_starts);
}

function pick<T>(items: T[], what: string, test: (item: T) => boolean): T {
  const found = items.find(test);
  if (!found) throw new Error(`The demo seed has no ${what}`);
  return found;
}

/** A food item with a required single group, a required multi group and add-ons. */
export function foodItemWithChoices(items: DemoItem[]) {
  return pick(items, 'food item with required single and multi groups and add-ons', (item) => {
    const groups = item.food_variations;
    return (
      item.add_ons.length > 0 &&
      groups.some((g) => g.type === 'single' && g.required === 'on') &&
      groups.some((g) => g.type === 'multi' && g.required === 'on' && g.max < g.values.length)
    );
  });
}

/** An item with nothing to choose (no variations), optionally from another store than `notStoreId`. */
export function simpleItem(items: DemoItem[], notStoreId?: number) {
  return pick(items, 'item without variations', (item) => {
    const simple = item.food_variations.length === 0 && item.choice_options.length === 0;
    const inStock = item.module_type === 'food' || item.stock > 0;
    const limit = item.maximum_cart_quantity === null || item.maximum_cart_quantity >= 3;
    return simple && inStock && limit && item.store_id !== notStoreId;
  });
}

/** A grocery item with one choice option whose first value is in stock and another is not. */
export function itemWithOutOfStockVariation(items: DemoItem[]) {
  return pick(items, 'item with an out-of-stock variation', (item) => {
    const [option] = item.choice_options;
    if (item.choice_options.length !== 1 || !option) return false;
    const stockOf = (value: string) => item.variations.find((v) => v.type === value)?.stock ?? 0;
    const first = option.options[0];
    return (
      Boolean(first) && stockOf(first ?? '') > 0 && option.options.some((v) => stockOf(v) === 0)
    );
  });
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
