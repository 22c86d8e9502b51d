import { expect, test } from './support/fixtures';

// The parcel module of the demo city (its seeded categories).
test.use({ shellModule: 'parcel' });

test('the parcel home lists what can be sent, with Help & Support in place of the module links', async ({
  page,
}) => {
  await page.goto('/home');
  const categories = page.getByRole('region', { name: 'What are you sending?' });
  const documents = categories.getByRole('listitem').filter({ hasText: 'Documents' });
  await expect(documents).toContainText('Per km');
  await expect(documents).toContainText('Minimum');

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Food', exact: true })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Help & Support' }).click();
  await expect(page).toHaveURL(/\/help-and-support$/);
});
