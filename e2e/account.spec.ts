import type { E2eCustomer } from '@marketplace/contract/e2e-fixtures';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { SEEDED } from './support/catalogue';
import { expect, test } from './support/fixtures';

async function signIn(page: Page, customer: E2eCustomer) {
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email or phone').fill(customer.email);
  await dialog.getByLabel('Password', { exact: true }).fill(customer.password);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('login success')).toBeVisible();
  await expect(dialog).toBeHidden();
}

const PROFILE = '/profile?page=profile-settings';

/** A 1 × 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a guest opening the profile is told to sign in', async ({ page }) => {
  await page.goto(PROFILE);
  await expect(page.getByText('You must be login to access this page.')).toBeVisible();
});

test('a customer edits the name, then the phone with a code, then deletes the account', async ({
  page,
  customer,
}) => {
  await page.goto(PROFILE);
  await signIn(page, customer);
  await expectNoSeriousAxeViolations(page, 'the profile page');

  await test.step('the name changes; an unchanged form says so', async () => {
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const form = page.getByRole('form', { name: 'Edit personal details' });
    await form.getByLabel('User name').fill('Ada Lovelace');
    await form.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByText('Updated successfully.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();

    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByText('No changes found to update.')).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
  });

  await test.step('the photo: another format gets the alert, a PNG is saved and shown', async () => {
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const form = page.getByRole('form', { name: 'Edit personal details' });
    const input = form.locator('input[type=file]');
    await input.setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<svg/>'),
    });
    await expect(form.getByRole('alert')).toHaveText(
      'This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.',
    );
    await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByRole('alert')).toBeHidden();
    await form.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByText('Updated successfully.')).toBeVisible();
    const photo = page.getByRole('img', { name: 'Profile photo' });
    await expect(photo).toHaveAttribute('src', /^\/api\/v1\/uploads\/[0-9a-f-]{36}\.png$/);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);
  });

  await test.step('the verified phone changes only after the code', async () => {
    const newPhone = `+1555${String(Date.now()).slice(-7)}`;
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.getByLabel('Phone').fill(newPhone);
    await page.getByRole('button', { name: 'Update Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'OTP Verification' });
    await expect(dialog.getByText(/Resend it in \d+ s/)).toBeVisible();
    const hint = await dialog.getByRole('note').textContent();
    const code = /(\d{6})/.exec(hint ?? '')?.[1] ?? '';
    await dialog.getByLabel('Verification code').fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(newPhone)).toBeVisible();
  });

  await test.step('deleting the account confirms, signs out and goes home', async () => {
    await page.getByRole('button', { name: 'Delete account' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm this request?' });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Account has been deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.goto(PROFILE);
    await expect(page.getByText('You must be login to access this page.')).toBeVisible();
  });
});

test.describe('loyalty points', () => {
  test.use({ customerLoyaltyPoints: 250 });

  test('a customer converts points to the wallet and sees both histories', async ({
    page,
    customer,
  }) => {
    await page.goto('/loyalty-points');
    await signIn(page, customer);
    await expect(page.getByRole('region', { name: 'Your points' }).getByText('250')).toBeVisible();
    await page.getByRole('button', { name: 'Convert to currency now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convert points' });
    await dialog.getByLabel('Points to convert').fill('250');
    await expect(dialog.getByText(/You will receive .*2\.50/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Convert to currency now' }).click();
    await expect(page.getByText('Point to wallet transfer successfully')).toBeVisible();
    await expect(page.getByText('Converted to wallet')).toBeVisible();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page
      .getByRole('region', { name: 'Account menu' })
      .getByRole('link', { name: 'My Wallet' })
      .click();
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(page.getByText('Converted from loyalty points')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Wallet balance' }).getByText(/2\.50/),
    ).toBeVisible();
  });
});

test.describe('wishlist', () => {
  test.use({ shellModule: 'food' });

  test('a guest tapping a heart is told to sign in', async ({ page, moduleIds }) => {
    await page.goto(`/store/${SEEDED.foodStore.slug}?module_id=${moduleIds.food}`);
    await page
      .getByRole('button', { name: `Add ${SEEDED.foodStore.name} to the wishlist` })
      .click();
    await expect(page.getByText('Please sign in to save items to your wishlist.')).toBeVisible();
  });

  test('a customer hearts a store and an item and finds them in the drawer', async ({
    page,
    customer,
    moduleIds,
  }) => {
    await page.goto(`/store/${SEEDED.foodStore.slug}?module_id=${moduleIds.food}`);
    await signIn(page, customer);
    const store = SEEDED.foodStore.name;
    const item = SEEDED.halalNonVeg.name;

    await page.getByRole('button', { name: `Add ${store} to the wishlist` }).click();
    await expect(
      page.getByRole('button', { name: `Remove ${store} from the wishlist` }),
    ).toHaveAttribute('aria-pressed', 'true');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: item, exact: true }) })
      .first();
    const heart = card.getByRole('button', { name: `Wishlist: ${item}` });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Wishlist', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Wishlist' });
    await expect(drawer.getByRole('link', { name: item })).toBeVisible();
    await drawer.getByRole('tab', { name: 'Stores' }).click();
    await expect(drawer.getByRole('link', { name: store })).toBeVisible();
    await drawer.getByRole('button', { name: `Remove ${store} from the wishlist` }).click();
    await expect(drawer.getByText('No favourite stores found')).toBeVisible();
  });
});

test.describe('signing in on a slow connection', () => {
  test.use({ shellModule: 'food' });

  test('a heart tapped right after signing in is saved, before the page has caught up', async ({
    page,
    customer,
    moduleIds,
  }) => {
    const store = SEEDED.foodStore.name;
    await page.goto(`/store/${SEEDED.foodStore.slug}?module_id=${moduleIds.food}`);
    // The page's own refresh after signing in (its server components) comes back late, as it
    // does on a slow phone; the customer does not wait for it.
    await page.route(/[?&]_rsc=/, async (route) => {
      await new Promise((done) => setTimeout(done, 6_000));
      await route.continue().catch(() => undefined);
    });
    await signIn(page, customer);
    await page.getByRole('button', { name: `Add ${store} to the wishlist` }).click();
    await expect(
      page.getByRole('button', { name: `Remove ${store} from the wishlist` }),
    ).toHaveAttribute('aria-pressed', 'true', { timeout: 5_000 });
    await expect(page.getByText('Please sign in to save items to your wishlist.')).toHaveCount(0);
  });
});

test.describe('wallet top-up', () => {
  test('a customer adds funds through the demo gateway and gets the running bonus', async ({
    page,
    customer,
  }) => {
    await page.goto('/wallet');
    await signIn(page, customer);
    await expect(page.getByRole('heading', { name: 'Top-up bonuses' })).toBeVisible();
    // The last day is written for the reader ('Until Nov 27, 2027'), not as '2027-11-27'.
    await expect(page.getByText(/^Until [A-Z][a-z]{2} \d{1,2}, \d{4}$/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Add fund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add fund' });
    const submit = dialog.getByRole('button', { name: 'Add fund' });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Amount').fill('50');
    await submit.click();
    await expect(dialog.getByText('Payment method is required')).toBeVisible();
    await dialog.getByRole('radio').first().check();
    await expectNoSeriousAxeViolations(page, 'the add fund dialog');
    await submit.click();
    await expect(page.getByRole('heading', { name: 'Demo payment' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(page.getByText('Your wallet has been topped up.')).toBeVisible();
    // 50.00 and the seeded 10% bonus (5.00), each its own ledger row.
    await expect(
      page.getByRole('region', { name: 'Wallet balance' }).getByText(/55\.00/),
    ).toBeVisible();
    await expect(page.getByText('Added funds')).toBeVisible();
    // The bonus card's title and the ledger row's label.
    await expect(page.getByText('Top-up bonus', { exact: true })).toHaveCount(2);
  });
});
