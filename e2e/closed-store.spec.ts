import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { fixtureStore, simpleItem } from './support/cart';
import { placeOrder } from './support/checkout';
import { expect, test, type World } from './support/fixtures';

// Issue 17 §1: closed stores say when they open before the cart. The journeys run on a Tuesday at
// 09:00 in Asia/Dhaka (decision 0046: the browser, the storefront and the API alike), and the
// world's stores open at 11:30 every day, so they are closed and open later today at any hour of
// the real day.
test.use({ fixedClock: '2026-11-24T09:00:00+06:00' });

const LUNCH_HOURS = { opens: '11:30', closes: '22:00' };
const OPENS_AT = 'Opens at 11:30 AM (Store time, GMT+6)';

const GUEST = { name: 'Cleo Closed', phone: '+15557650017' };

async function openItem(page: Page, world: World, name: string) {
  const item = world.item(name);
  await page.goto(`/product/${item.slug}?module_id=${world.store(item.store).module_id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('a closed store that takes scheduled orders: the item says when it opens, and the order is scheduled', async ({
  page,
  buildWorld,
}) => {
  const world = await buildWorld({
    stores: [
      fixtureStore('grocery', 'Fixture Night Market', [simpleItem('Fixture Lanterns', 450)], {
        hours: LUNCH_HOURS,
        schedule_order: true,
      }),
    ],
  });

  await test.step('the item view says the store is closed, when it opens, and still sells', async () => {
    await openItem(page, world, 'Fixture Lanterns');
    const note = page.getByRole('note').filter({ hasText: 'The store is closed now' });
    await expect(note).toContainText('order for later and pick a time at checkout');
    await expect(note).toContainText(OPENS_AT);
    await expectNoSeriousAxeViolations(page, 'the item view of a closed store');
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'Item added to cart' }),
    ).toBeVisible();
  });

  await test.step('checkout schedules it within the store’s hours, and the order reads its clock', async () => {
    await page.goto('/checkout?page=cart');
    await page.getByRole('radio', { name: /Take away/ }).check();
    await page.getByRole('button', { name: 'Add contact info' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact info' });
    await dialog.getByLabel('Contact person name').fill(GUEST.name);
    await dialog.getByLabel('Contact person number').fill(GUEST.phone);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('radio', { name: 'Schedule for later' }).check();
    // Today's slots start when the store opens, on its clock.
    await expect(page.getByLabel('Time slot')).toContainText('11:30 AM');
    await page.getByRole('radio', { name: /Pay at the store/ }).check();
    await placeOrder(page);
    // Issue 17 §2: the order's times are the store's, labelled.
    await expect(page.getByRole('list', { name: 'Order progress' })).toContainText('GMT+6');
  });
});

test('a closed store that takes no scheduled orders: ordering is disabled, with the reason', async ({
  page,
  buildWorld,
}) => {
  const world = await buildWorld({
    stores: [
      fixtureStore('grocery', 'Fixture Early Bakery', [simpleItem('Fixture Bagels', 300)], {
        hours: LUNCH_HOURS,
      }),
    ],
  });
  await openItem(page, world, 'Fixture Bagels');
  const note = page.getByRole('note').filter({ hasText: 'The store is closed now' });
  await expect(note).toContainText('takes no scheduled orders');
  await expect(note).toContainText(OPENS_AT);
  await expect(page.getByRole('button', { name: 'Closed now' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add to Cart', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Buy Now' })).toHaveCount(0);
});
