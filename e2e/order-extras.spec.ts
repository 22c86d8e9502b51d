import { expectNoSeriousAxeViolations } from './support/axe';
import { fixtureStore, simpleItem } from './support/cart';
import { addToCart, placeOrder, signIn, summary } from './support/checkout';
import { expect, test } from './support/fixtures';

// The e2e API's demo simulator moves a placed order on within seconds (scripts/e2e-server.mjs),
// except one still waiting for its digital payment.

test('an abandoned digital payment becomes cash, then the delivered order asks for a refund', async ({
  page,
  buildWorld,
  customer,
}) => {
  const world = await buildWorld({
    stores: [fixtureStore('grocery', 'Refund Grocer', [simpleItem('Refund Apples', 650)])],
  });
  const item = world.item('Refund Apples');
  await page.goto('/home');
  await signIn(page, customer);
  await addToCart(
    page,
    { moduleId: world.store('Refund Grocer').module_id, zoneId: world.zone_id },
    item.id,
    1,
  );

  let orderId = 0;
  await test.step('the customer leaves the payment page without paying', async () => {
    await page.goto('/checkout?page=cart');
    await page.getByRole('radio', { name: /Take away/ }).check();
    await page.getByRole('radio', { name: /Digital payment/ }).check();
    const column = summary(page);
    await column.getByRole('checkbox', { name: /I agree to the terms/ }).check();
    await column.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { name: 'Demo payment' })).toBeVisible();
    orderId = Number((await page.title()).match(/#(\d+)/)?.[1]);
    expect(orderId).toBeGreaterThan(0);
  });

  await test.step('the order page offers another payment method; cash is chosen', async () => {
    await page.goto(`/my-orders/${orderId}`);
    await expect(
      page.getByText('This order is not paid yet. You can pay another way.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Change payment method' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change payment method' });
    await expect(dialog.getByRole('radio', { name: 'Wallet' })).toBeVisible();
    await dialog.getByRole('radio', { name: 'Pay at the store' }).check();
    await expectNoSeriousAxeViolations(page, 'the payment method dialog');
    await dialog.getByRole('button', { name: 'Update payment' }).click();
    await expect(page.getByText('Payment info updated.').first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Change payment method' })).toHaveCount(0);
  });

  await test.step('no longer waiting for a payment, the order is delivered', async () => {
    await expect(page.getByText('Request a refund')).toBeVisible({ timeout: 40_000 });
  });

  await test.step('a refund needs a reason; once sent the order shows it is requested', async () => {
    // On a phone, in the dark theme.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByRole('button', { name: 'Request a refund' }).click();
    const dialog = page.getByRole('dialog', { name: `Refund for order #${orderId}` });
    await expect(dialog.getByRole('radio', { name: 'Wrong items delivered' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the refund dialog on a phone in the dark theme');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please select a refund reason');
    await dialog.getByRole('radio', { name: 'Wrong items delivered' }).check();
    await dialog.getByLabel('Note (optional)').fill('Got pears instead of apples');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Refund request sent').first()).toBeVisible();
    await expect(
      page.getByText('Refund requested: the store is reviewing your request.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request a refund' })).toHaveCount(0);
    await page.reload();
    await expect(
      page.getByText('Refund requested: the store is reviewing your request.'),
    ).toBeVisible();
  });
});

test('the checkout says what cashback the order earns; once delivered it is in the wallet', async ({
  page,
  buildWorld,
  customer,
}) => {
  // The demo seed's offer: 5 % back (up to $5) on orders over $20.
  const world = await buildWorld({
    stores: [fixtureStore('grocery', 'Cashback Grocer', [simpleItem('Cashback Cheese', 2_500)])],
  });
  const item = world.item('Cashback Cheese');
  await page.goto('/home');
  await signIn(page, customer);
  await addToCart(
    page,
    { moduleId: world.store('Cashback Grocer').module_id, zoneId: world.zone_id },
    item.id,
    1,
  );
  await page.goto('/checkout?page=cart');
  await page.getByRole('radio', { name: /Take away/ }).check();
  await expect(page.getByRole('radio', { name: /Pay at the store/ })).toBeChecked();
  // The summary has been re-quoted for take-away (no delivery fee) before its cashback is read.
  await expect(summary(page).getByText('Delivery fee')).toHaveCount(0);
  const note = summary(page).getByTestId('cashback-note');
  await expect(note).toContainText(/You will get \$\d+\.\d{2} cashback/);
  await expect(note).toContainText('Added to your wallet once the order is delivered.');
  const amount = (await note.textContent())?.match(/\$(\d+\.\d{2})/)?.[1] ?? '';
  expect(Number(amount)).toBeGreaterThanOrEqual(1.25);
  const { reference } = await placeOrder(page);

  await page.goto(`/my-orders/${reference}`);
  await expect(page.getByRole('button', { name: 'Request a refund' })).toBeVisible({
    timeout: 40_000,
  });
  await page.goto('/wallet');
  const movement = page.getByRole('listitem').filter({ hasText: 'Cashback' });
  await expect(movement).toHaveCount(1);
  await expect(movement).toContainText(amount);
});
