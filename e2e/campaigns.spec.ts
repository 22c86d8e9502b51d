import { expectNoSeriousAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';

// The demo city's campaigns (apps/api/src/db/seed/promotions.ts): in grocery 'Fresh Week' runs
// with three stores and 'Fresh Fruit Box' is on campaign; pharmacy's campaign has not started.

test('the campaigns page lists the running campaigns with their stores and items', async ({
  page,
  chooseShell,
}) => {
  await chooseShell('grocery');
  await page.goto('/home');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Campaigns' }).click();
  await expect(page).toHaveURL(/\/campaigns$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();

  const campaigns = page.getByRole('region', { name: 'Store campaigns' });
  const freshWeek = campaigns.getByRole('article').filter({ hasText: 'Fresh Week' });
  await expect(freshWeek).toBeVisible();
  const stores = freshWeek.getByRole('list', { name: 'Stores in this campaign' });
  await expect(stores.getByRole('link', { name: 'FreshMart Supermarket' })).toBeVisible();
  await expect(page.getByText('Summer Sale')).toHaveCount(0);

  const items = page.getByRole('region', { name: 'Campaign items' });
  await expect(items.getByRole('heading', { name: 'Fresh Fruit Box' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the campaigns page');

  await stores.getByRole('link', { name: 'FreshMart Supermarket' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/store\//);
});

test('on a phone in the dark theme, a module with no running campaign says so', async ({
  page,
  chooseShell,
}) => {
  await chooseShell('pharmacy');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/campaigns');
  await expect(page.getByText('No campaigns running')).toBeVisible();
  await expect(page.getByText('Health Check Days')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'no campaigns, phone, dark');
});

test('without a zone the page asks for a location', async ({ page }) => {
  await page.goto('/campaigns');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await expect(page.getByText('You must pick a zone to access this page.')).toBeVisible();
});
