import { expectNoSeriousAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

test('the mobile drawer lists popular stores next to the latest ones', async ({
  page,
  chooseShell,
}) => {
  await chooseShell('grocery');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/home');
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const popular = drawer.getByRole('region', { name: 'Popular stores' });
  await expect(popular).toBeVisible();
  await expect(drawer.getByRole('region', { name: 'Latest stores' })).toBeVisible();
  const first = popular.getByRole('link').first();
  await expect(first).toBeVisible();
  expect(await popular.getByRole('link').count()).toBeLessThanOrEqual(12);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousAxeViolations(page, 'the drawer, dark');

  const name = (await first.textContent())?.trim() ?? '';
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/store\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
