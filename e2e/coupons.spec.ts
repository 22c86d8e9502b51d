import { expectNoSeriousAxeViolations } from './support/axe';
import { fixtureStore, simpleItem } from './support/cart';
import { signIn } from './support/checkout';
import { expect, test } from './support/fixtures';

test('a guest opening /coupons is told to sign in', async ({ page }) => {
  await page.goto('/coupons');
  await expect(page.getByText('You must be login to access this page.')).toBeVisible();
});

test('a customer reads their coupons, copies a code and checks two codes', async ({
  page,
  context,
  buildWorld,
  customer,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A 15 % coupon from a $15 subtotal, and one that has expired.
  const world = await buildWorld({
    stores: [fixtureStore('grocery', 'Fixture Corner Shop', [simpleItem('Fixture Tea', 450)])],
    coupons: [
      { module: 'grocery', percent: 15, min_purchase_minor: 1_500 },
      { module: 'grocery', percent: 20, expired: true },
    ],
  });
  const [save15 = '', expired = ''] = world.coupons;
  await page.goto('/');
  await signIn(page, customer);

  await test.step('the account menu has a Coupons entry that leads to /coupons', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page
      .getByRole('region', { name: 'Account menu' })
      .getByRole('link', { name: 'Coupons' })
      .click();
    await expect(page).toHaveURL(/\/coupons$/);
  });

  const list = page.getByRole('list', { name: 'Coupons' });
  const card = list.getByRole('article').filter({ hasText: save15 });
  await test.step('the usable coupon is listed with its rules; the expired one is not', async () => {
    await expect(card.getByRole('heading', { name: '15% off' })).toBeVisible();
    await expect(card.getByText('Minimum purchase $15.00')).toBeVisible();
    await expect(card.getByText(/^Valid until /)).toBeVisible();
    await expect(list.getByText(expired)).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, 'the coupons page');
  });

  await test.step('Copy puts the code on the clipboard', async () => {
    await card.getByRole('button', { name: `Copy code ${save15}` }).click();
    await expect(page.getByText(`Code ${save15} copied`)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(save15);
  });

  await test.step('checking a code gives the server’s verdict', async () => {
    const main = page.getByRole('main');
    const code = main.getByLabel('Check a code');
    await code.fill(expired);
    await code.press('Enter');
    await expect(main.getByRole('alert')).toContainText(`${expired} cannot be used`);
    await expect(main.getByRole('alert')).toContainText('This coupon has expired');
    await code.fill('NO-SUCH-CODE');
    await main.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(main.getByRole('alert')).toContainText('Coupon not found');
    await code.fill(save15);
    await main.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(main.getByRole('status')).toContainText(`${save15} can be used here`);
  });

  await test.step('on a phone, in the dark theme', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(card.getByRole('heading', { name: '15% off' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the coupons page on a phone in the dark theme');
  });
});
