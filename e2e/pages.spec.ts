import { expectNoSeriousAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test('a policy page renders the published text', async ({ page }) => {
  const response = await page.goto('/terms-and-conditions');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Terms & Conditions/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  await expect(page.locator('article .rich-text')).not.toBeEmpty();
});

test('help and support shows how to reach the business', async ({ page }) => {
  await page.goto('/help-and-support');
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
});

test.describe('an unknown route', () => {
  // The browser logs the page's own 404, which is what this journey asks for.
  test.use({ allowedPageProblems: [/status of 404 .*\/no-such-page-here\)$/] });

  test('shows the friendly 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
    await expectNoSeriousAxeViolations(page, 'the 404 page');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousAxeViolations(page, 'the 404 page, dark');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer holds Home, categories, theme and language; the rail is hidden', async ({
    page,
  }) => {
    await page.goto('/home');
    const locationPicker = page.getByRole('dialog', { name: 'Where should we deliver?' });
    await expect(locationPicker).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(locationPicker).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Categories' })).toBeVisible();
    await expect(drawer.getByRole('switch', { name: 'Light Mode' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Español' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Switch module' })).toBeHidden();
  });

  test('the header names the chosen place in full, clear of the icons', async ({
    page,
    chooseShell,
  }) => {
    await chooseShell('food');
    await page.goto('/home');
    const header = page.getByRole('banner');
    const place = header.getByRole('button', { name: /Riverside Park/ });
    const name = place.getByText('Riverside Park', { exact: true }).filter({ visible: true });
    await expect(name).toBeVisible();
    // Not cut short: the whole name fits in its box.
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    // And no icon is drawn over it (the chat, wishlist and cart icons once squeezed it away).
    const covering = await place.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const controls = button.closest('header')?.querySelectorAll('a, button') ?? [];
      return [...controls]
        .filter((other) => other !== button && other.checkVisibility())
        .filter((other) => {
          const r = other.getBoundingClientRect();
          return (
            r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom
          );
        })
        .map((other) => other.getAttribute('aria-label') ?? other.textContent);
    });
    expect(covering).toEqual([]);
  });
});
