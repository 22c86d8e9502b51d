import type { E2eCustomer } from '@marketplace/contract/e2e-fixtures';
import { apiPath } from '@marketplace/contract/endpoint';
import { cartAdd } from '@marketplace/contract/endpoints/cart';
import { expect, type Page } from '@playwright/test';

/** How many of an item (price in minor units) reach at least `minimumMinor` in the cart. */
export function quantityFor(priceMinor: number, minimumMinor: number): number {
  return Math.max(1, Math.ceil(minimumMinor / priceMinor));
}

/** Where a cart line is added: the item's module and the world's zone. */
export type CartScope = { moduleId: number; zoneId: number };

/**
 * A guest's id as the storefront stored it (null for a signed-in customer). The storefront asks
 * for one at the visitor's first interaction, so a guest who has not touched the page yet gets
 * one by pressing a key that does nothing.
 */
export async function storedGuestId(page: Page): Promise<string | null> {
  const cookie = async (name: string) =>
    (await page.context().cookies()).find((c) => c.name === name)?.value;
  if (await cookie('auth_token')) return null;
  // A key pressed before the page has hydrated reaches no listener: press again until it does.
  await expect(async () => {
    if (!(await cookie('guest_id'))) await page.keyboard.press('Shift');
    await expect.poll(() => cookie('guest_id'), { timeout: 2_000 }).toBeTruthy();
  }).toPass({ timeout: 20_000 });
  return decodeURIComponent((await cookie('guest_id')) ?? '');
}

/** Puts a line in the caller's cart (the proxy adds a customer's bearer; guests send their id). */
export async function addToCart(page: Page, scope: CartScope, itemId: number, quantity: number) {
  const guestId = await storedGuestId(page);
  const response = await page.request.post(apiPath(cartAdd), {
    headers: { moduleId: String(scope.moduleId), zoneId: JSON.stringify([scope.zoneId]) },
    data: {
      ...(guestId ? { guest_id: guestId } : {}),
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

/** Signs in with the header's Sign In dialog. */
export async function signIn(page: Page, customer: Pick<E2eCustomer, 'email' | 'password'>) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email or phone').fill(customer.email);
  await dialog.getByLabel('Password', { exact: true }).fill(customer.password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/** The order summary column of /checkout. */
export function summary(page: Page) {
  return page.getByRole('region', { name: 'Order summary' });
}

/** Accepts the terms, places the order and reads its number from the confirmation page. */
/**
 * Places the order and lands on its confirmation, whose address names the order by its public
 * reference (issue 12 §9); the number shown on the page is its id.
 */
export async function placeOrder(page: Page): Promise<{ id: number; reference: string }> {
  const column = summary(page);
  await column.getByRole('checkbox', { name: /I agree to the terms/ }).check();
  const place = column.getByRole('button', { name: 'Place order' });
  await expect(place).toBeEnabled();
  await place.click();
  await expect(page).toHaveURL(/\/order-confirmation\?order=[0-9a-f]{32}&status=success/);
  const reference = new URL(page.url()).searchParams.get('order') ?? '';
  const heading = page.getByRole('heading', { name: /^Order #\d+$/ });
  await expect(heading).toBeVisible();
  const id = Number((await heading.textContent())?.replace(/\D/g, ''));
  await expect(page.getByTestId('order-reference')).toHaveText(reference);
  return { id, reference };
}
