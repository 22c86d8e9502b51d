import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signIn } from './support/checkout';
import { expect, test } from './support/fixtures';

test.use({ shellModule: 'food' });

/** A home section by its heading, scrolled to (lower sections render as they near the viewport). */
async function section(page: Page, name: string) {
  const region = page.getByRole('region', { name, exact: true });
  await region.scrollIntoViewIfNeeded();
  await expect(region).toBeVisible();
  return region;
}

test('the food home shows highlights, more offers and featured categories', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Food' })).toBeVisible();

  await test.step('an advertisement, marked as an ad, opens its store', async () => {
    const highlights = await section(page, 'Highlights for you');
    const ad = highlights.getByRole('article').first();
    await expect(ad.getByText('Ad', { exact: true })).toBeVisible();
    const storeName = ((await ad.locator('p').first().textContent()) ?? '').trim();
    expect(storeName).not.toBe('');
    await ad.getByRole('heading', { level: 3 }).getByRole('link').click();
    await expect(page).toHaveURL(/\/store\/[a-z0-9-]+\?id=\d+&module_id=\d+&module_type=food/);
    await expect(page.getByRole('heading', { level: 1, name: storeName })).toBeVisible();
    await page.goBack();
  });

  await test.step('a banner under More offers opens its store from the keyboard', async () => {
    const offers = await section(page, 'More offers');
    const link = offers.getByRole('link', { name: /Open / }).first();
    const text = (await link.textContent()) ?? '';
    const storeName = text.replace(/^.*Open /, '').trim();
    await link.focus();
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: storeName })).toBeVisible();
    await page.goBack();
  });

  await test.step('featured categories show their items and lead to the category', async () => {
    const featured = await section(page, 'Featured categories');
    const first = featured.getByRole('heading', { level: 3 }).first();
    const category = ((await first.textContent()) ?? '').trim();
    expect(await featured.getByRole('article').count()).toBeGreaterThan(0);
    await featured.getByRole('link', { name: 'View all' }).first().click();
    await expect(page).toHaveURL(/\/category\/\d+/);
    await expect(page.getByRole('heading', { level: 1, name: category })).toBeVisible();
    await page.goBack();
  });

  await test.step('a guest sees no suggestions; the page passes axe', async () => {
    await expect(page.getByRole('region', { name: 'Suggested for you' })).toHaveCount(0);
    await section(page, 'More offers');
    await expectNoSeriousAxeViolations(page, 'the home page with its discovery sections');
  });
});

test('signed in, the home suggests items; on a phone in the dark theme', async ({
  page,
  customer,
}) => {
  await page.goto('/home');
  await test.step('suggested items appear once signed in', async () => {
    await signIn(page, customer);
    await page.reload();
    const suggested = await section(page, 'Suggested for you');
    expect(await suggested.getByRole('article').count()).toBeGreaterThan(0);
  });

  await test.step('on a phone, in the dark theme', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    const highlights = await section(page, 'Highlights for you');
    await expect(highlights.getByRole('article').first()).toBeVisible();
    await section(page, 'More offers');
    await expectNoSeriousAxeViolations(page, 'the home page on a phone in the dark theme');
  });
});
