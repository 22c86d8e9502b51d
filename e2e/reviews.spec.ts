import { fixtureStore, simpleItem } from './support/cart';
import { addToCart, placeOrder, signIn } from './support/checkout';
import { expect, test } from './support/fixtures';
import { buildPng } from './support/images';

// The e2e API's demo simulator delivers a placed order within seconds (scripts/e2e-server.mjs).

test('a customer reviews the store and the item of a delivered order; the store page shows them', async ({
  page,
  buildWorld,
  customer,
}) => {
  const world = await buildWorld({
    stores: [fixtureStore('food', 'Review Diner', [simpleItem('Review Burger', 899)])],
  });
  const store = world.store('Review Diner');
  const item = world.item('Review Burger');
  await page.goto('/home');
  await signIn(page, customer);
  await addToCart(page, { moduleId: store.module_id, zoneId: world.zone_id }, item.id, 2);
  await page.goto('/checkout?page=cart');
  const { id: orderId, reference } = await placeOrder(page);

  await test.step('once delivered, My Orders reminds the customer to review it', async () => {
    await page.goto('/my-orders');
    const reminder = page.getByText(`Order #${orderId} from Review Diner was delivered.`);
    await expect(async () => {
      await page.reload();
      await expect(reminder).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 40_000 });
    await page.getByRole('link', { name: 'Write a review' }).click();
    await expect(page).toHaveURL(new RegExp(`/my-orders/${reference}\\?review=1$`));
  });

  const dialog = page.getByRole('dialog', { name: `Review order #${orderId}` });
  await test.step('the store and the item are rated once each', async () => {
    await expect(dialog).toBeVisible();
    const storeRow = dialog.getByTestId('review-target').filter({ hasText: 'Review Diner' });
    await storeRow.getByRole('button', { name: 'Submit review' }).click();
    await expect(storeRow.getByRole('alert')).toHaveText('Choose from 1 to 5 stars');
    await storeRow.getByRole('radio', { name: '4 out of 5 stars' }).check({ force: true });
    await storeRow.getByLabel('Comment (optional)').fill('Friendly and quick');
    await storeRow.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByText('Review submitted successfully').first()).toBeVisible();
    await expect(storeRow.getByText('Reviewed')).toBeVisible();

    const itemRow = dialog.getByTestId('review-target').filter({ hasText: 'Review Burger' });
    await itemRow.getByRole('radio', { name: '5 out of 5 stars' }).check({ force: true });
    await itemRow.getByLabel('Comment (optional)').fill('Juicy burger');
    await itemRow.getByTestId('review-photo-input').setInputFiles({
      name: 'burger.png',
      mimeType: 'image/png',
      buffer: buildPng(),
    });
    await expect(itemRow.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await itemRow.getByRole('button', { name: 'Submit review' }).click();
    await expect(itemRow.getByText('Reviewed')).toBeVisible();
    await expect(itemRow.getByRole('img', { name: 'Photo 1' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit review' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByText('Thanks, everything is rated.')).toBeVisible();
  });

  await test.step("the store page lists the reviews and the store's rating follows them", async () => {
    await page.goto(`/store/${store.slug}?module_id=${store.module_id}`);
    const reviews = page.getByRole('region', { name: /Reviews/ });
    await expect(reviews.getByText('Juicy burger')).toBeVisible();
    await expect(reviews.getByText('Friendly and quick')).toBeVisible();
    await expect(reviews.getByText('About the store')).toBeVisible();
    await expect(reviews.getByText('Review Burger')).toBeVisible();
    // The header draws five stars at half-star precision (spec 02 §9) beside its one-decimal rating.
    const header = page
      .getByRole('main')
      .getByText(/^Rated \d\.\d out of 5/)
      .first();
    const shown = Number((await header.textContent())?.match(/Rated (\d\.\d)/)?.[1]);
    await expect(page.locator('[data-rating]').first()).toHaveAttribute(
      'data-rating',
      String(Math.round(shown * 2) / 2),
    );
    const photo = reviews.getByRole('img', { name: 'Photo 1' });
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });
});
