import type { Page } from '@playwright/test';
import { fixtureStore, simpleItem } from './support/cart';
import { expect, test } from './support/fixtures';

// Spec 02 §8's wordings: 'Out of Limits' past an item's maximum_cart_quantity, and
// 'Cart item remove successfully' once a line is removed.

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

test('a quantity past the item’s maximum is Out of Limits; a removed line says so', async ({
  page,
  buildWorld,
}) => {
  const world = await buildWorld({
    stores: [
      fixtureStore('grocery', 'Fixture Limits Grocer', [
        { ...simpleItem('Fixture Rationed Flour', 450), maximum_cart_quantity: 2 },
      ]),
    ],
  });
  const item = world.item('Fixture Rationed Flour');
  const moduleId = world.store(item.store).module_id;
  await page.goto(`/product/${item.slug}?module_id=${moduleId}`);
  await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();

  await test.step('the item view stops at the maximum', async () => {
    const increase = page.getByRole('button', { name: 'Increase quantity' });
    await increase.click();
    await increase.click();
    await expect(toast(page, 'Out of Limits')).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await expect(toast(page, 'Item added to cart')).toBeVisible();
  });

  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await test.step('the cart drawer stops at the maximum too', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Cart, 1 items' }).click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('group', { name: `Quantity of ${item.name}` })).toContainText(
      '2',
    );
    await drawer.getByRole('button', { name: `Increase quantity of ${item.name}` }).click();
    await expect(toast(page, 'Out of Limits').last()).toBeVisible();
  });

  await test.step('removing the line is confirmed', async () => {
    await drawer.getByRole('button', { name: `Decrease quantity of ${item.name}` }).click();
    await drawer.getByRole('button', { name: `Remove ${item.name}` }).click();
    await expect(toast(page, 'Cart item remove successfully')).toBeVisible();
    await expect(drawer.getByText('Your cart is empty')).toBeVisible();
  });
});
