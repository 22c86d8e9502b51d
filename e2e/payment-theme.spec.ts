import { signIn } from './support/checkout';
import { expect, test } from './support/fixtures';

test('the payment page wears the theme chosen with the storefront’s toggle, not the system’s', async ({
  page,
  customer,
}) => {
  // The system prefers light; the customer switches the storefront to dark.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/wallet');
  await signIn(page, customer);
  await page.getByRole('banner').getByRole('switch', { name: 'Light Mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);

  await page.getByRole('button', { name: 'Add fund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add fund' });
  await dialog.getByLabel('Amount').fill('5');
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: 'Add fund' }).click();
  await expect(page.getByRole('heading', { name: 'Demo payment' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(16, 22, 29)'); // --surface-muted in dark
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/wallet/);
});
