import type { Page } from '@playwright/test';
import { fixtureStore, simpleItem } from './support/cart';
import { expect, test } from './support/fixtures';

// Spec 02 §4: a guest id is fetched when absent and stored. The storefront asks for it at the
// visitor's first interaction (decision 0055): loading a page makes no guest, and whatever needs
// the id first (here the first Add to Cart) shares that one request.

function countGuestRequests(page: Page) {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/auth/guest/request') seen.count += 1;
  });
  return seen;
}

const guestCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'guest_id')?.value;

test('a guest id is asked for at the first interaction, once, and the first cart uses it', async ({
  page,
  buildWorld,
}) => {
  const world = await buildWorld({
    stores: [fixtureStore('grocery', 'Fixture Pantry', [simpleItem('Fixture Oats', 250)])],
  });
  const oats = world.item('Fixture Oats');
  const guestRequests = countGuestRequests(page);

  await page.goto(`/product/${oats.slug}?module_id=${world.store('Fixture Pantry').module_id}`);
  const add = page.getByRole('button', { name: 'Add to Cart', exact: true });
  await expect(add).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(guestRequests.count).toBe(0);
  expect(await guestCookie(page)).toBeUndefined();

  await add.click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Item added to cart' }),
  ).toBeVisible();
  expect(guestRequests.count).toBe(1);
  expect(await guestCookie(page)).toBeTruthy();

  // The cart belongs to the stored id: it is still there after a reload.
  await page.reload();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Cart, 1 items' }),
  ).toBeVisible();
  expect(guestRequests.count).toBe(1);
});
