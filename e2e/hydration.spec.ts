import { fixtureStore, simpleItem } from './support/cart';
import { addToCart, signIn, summary } from './support/checkout';
import { expect, test } from './support/fixtures';
import { reloadWithLateChunk } from './support/late-chunks';

// Issue 17 §3: no hydration errors. The guard fixture fails a journey on any page or console
// error, React's #418 (the server and the first client render disagree) among them. These pages
// load with one part's code late, so that part hydrates after another part has read an answer
// the server rendered without (it happened one load in many on /addresses and /parcel).
test.use({ shellModule: 'food' });
// A held chunk and a full reload on top of the journey: more than the default minute when busy.
test.beforeEach(() => test.slow());

test('the profile menu hydrating after the page has read the profile', async ({
  page,
  customer,
}) => {
  await page.goto('/addresses');
  await signIn(page, customer);

  const held = await reloadWithLateChunk(page, {
    marker: '"auth.profileMenu"',
    answerPath: '/customer/info',
  });
  expect(held).toBeGreaterThan(0);
  const menu = page.getByRole('button', { name: 'Account menu' });
  await menu.click();
  await expect(page.getByRole('region', { name: 'Account menu' })).toContainText(customer.name);
});

test.describe('a page hydrating after the header has read the profile', () => {
  test.use({ customerLoyaltyPoints: 250 });

  test('loyalty points', async ({ page, customer }) => {
    await page.goto('/loyalty-points');
    await signIn(page, customer);

    const held = await reloadWithLateChunk(page, {
      marker: '"account.pointsBalance"',
      answerPath: '/customer/info',
    });
    expect(held).toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: 'Your points' }).getByText('250')).toBeVisible();
  });
});

test("the checkout hydrating after the header's cart has read the cart", async ({
  page,
  buildWorld,
  customer,
}) => {
  const world = await buildWorld({
    stores: [fixtureStore('grocery', 'Fixture Pantry', [simpleItem('Fixture Oats', 450)])],
  });
  const oats = world.item('Fixture Oats');
  await page.goto('/home');
  await signIn(page, customer);
  const scope = { moduleId: world.store('Fixture Pantry').module_id, zoneId: world.zone_id };
  await addToCart(page, scope, oats.id, 2);
  await page.goto('/checkout?page=cart');

  const held = await reloadWithLateChunk(page, {
    marker: '"checkout.cartError"',
    answerPath: '/customer/cart/list',
  });
  expect(held).toBeGreaterThan(0);
  await expect(summary(page).getByText('Fixture Oats')).toBeVisible();
});
