import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type DemoItem, latestItems } from './cart';
import { WEST_ZONE } from './catalogue';

export const DEMO_CUSTOMER = { email: 'demo@example.com', password: 'demo1234' };

type DemoStore = {
  id: number;
  name: string;
  open: 0 | 1;
  active: boolean;
  delivery: 0 | 1;
  take_away: 0 | 1;
  schedule_order: boolean;
  minimum_order: number;
};

/** West Riverton stores of a module, read through the storefront's proxy. */
async function storesOf(request: APIRequestContext, moduleId: number): Promise<DemoStore[]> {
  const response = await request.get('/api/v1/stores/get-stores/all', {
    params: { limit: 100, offset: 1 },
    headers: { moduleId: String(moduleId), zoneId: JSON.stringify(WEST_ZONE) },
  });
  if (!response.ok()) throw new Error(`stores answered ${response.status()}`);
  return ((await response.json()) as { stores: DemoStore[] }).stores;
}

/** An item with nothing to choose, in stock, that the cart takes several of. */
function isSimple(item: DemoItem): boolean {
  const inStock = item.module_type === 'food' || item.stock >= 5;
  const limit = item.maximum_cart_quantity === null || item.maximum_cart_quantity >= 5;
  return item.food_variations.length === 0 && item.choice_options.length === 0 && inStock && limit;
}

export type PricedItem = DemoItem & { price: number };
export type PickedItem = { item: PricedItem; store: DemoStore };

/**
 * A simple item from a store that delivers and passes `storeTest` (open now, or taking scheduled
 * orders): the seed's hours are real hours, so which stores are open depends on the clock.
 */
export async function pickItem(
  request: APIRequestContext,
  moduleId: number,
  storeTest: (store: DemoStore) => boolean,
  itemTest: (item: PricedItem) => boolean = () => true,
): Promise<PickedItem> {
  const stores = (await storesOf(request, moduleId)).filter(
    (store) => store.active && store.delivery === 1 && storeTest(store),
  );
  const items = (await latestItems(request, moduleId)) as PricedItem[];
  for (const store of stores) {
    const item = items.find(
      (candidate) => candidate.store_id === store.id && isSimple(candidate) && itemTest(candidate),
    );
    if (item) return { item, store };
  }
  throw new Error('The demo seed has no simple item in a store that fits');
}

/** How many of an item reach at least `minimum` (major units) in the cart. */
export function quantityFor(price: number, minimum: number): number {
  return Math.max(1, Math.ceil(minimum / price));
}

/** Puts a line in the caller's cart (the proxy adds a customer's bearer; guests send their id). */
export async function addToCart(page: Page, moduleId: number, itemId: number, quantity: number) {
  const guestId = (await page.context().cookies()).find((c) => c.name === 'guest_id')?.value;
  const response = await page.request.post('/api/v1/customer/cart/add', {
    headers: { moduleId: String(moduleId), zoneId: JSON.stringify(WEST_ZONE) },
    data: {
      ...(guestId ? { guest_id: decodeURIComponent(guestId) } : {}),
      model: 'Item',
      item_id: itemId,
      quantity,
      variation: [],
      add_on_ids: [],
      add_on_qtys: [],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The demo customer's cart outlives a test (and a failed run): start from an empty one. */
export async function emptyCart(page: Page, moduleId: number) {
  const response = await page.request.delete('/api/v1/customer/cart/remove', {
    headers: { moduleId: String(moduleId), zoneId: JSON.stringify(WEST_ZONE) },
  });
  expect(response.status()).toBe(200);
}

export async function signInAsDemoCustomer(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email or phone').fill(DEMO_CUSTOMER.email);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_CUSTOMER.password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/** The order summary column of /checkout. */
export function summary(page: Page) {
  return page.getByRole('region', { name: 'Order summary' });
}

/** Accepts the terms, places the order and reads its number from the confirmation page. */
export async function placeOrder(page: Page): Promise<number> {
  const column = summary(page);
  await column.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  const place = column.getByRole('button', { name: 'Place order' });
  await expect(place).toBeEnabled();
  await place.click();
  await expect(page).toHaveURL(/\/order-confirmation\?order_id=\d+&status=success/);
  return Number(new URL(page.url()).searchParams.get('order_id'));
}
