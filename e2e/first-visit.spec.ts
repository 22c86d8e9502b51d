import { expectNoSeriousAxeViolations } from './support/axe';
import {
  chooseFirstModule,
  INSIDE_ZONE,
  locationDialog,
  moduleDialog,
  OUTSIDE_ZONES,
  pickSeededPlace,
  SEEDED_PLACE,
} from './support/first-visit';
import { expect, test } from './support/fixtures';

test('a first visit picks a place, a module, a theme, the newsletter and a language', async ({
  page,
}) => {
  await page.goto('/');

  await test.step('pick a location by searching a seeded place', async () => {
    await pickSeededPlace(page);
    await expect(
      moduleDialog(page).getByText('You need to select a module to continue.'),
    ).toBeVisible();
  });

  const moduleName = await test.step('choose a module and land on its home', async () => {
    const name = await chooseFirstModule(page);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome to ${name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(SEEDED_PLACE.name) })).toBeVisible();
    const rail = page.getByRole('navigation', { name: 'Switch module' });
    await expect(rail.getByRole('button', { name })).toHaveAttribute('aria-current', 'true');
    return name;
  });

  await test.step('switch to dark mode and keep it after a reload', async () => {
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/dark/);
    await page.getByRole('switch', { name: 'Light Mode' }).click();
    await expect(page.getByRole('switch', { name: 'Dark Mode' })).toBeVisible();
    await expect(html).toHaveClass(/dark/);
    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome to ${moduleName}` }),
    ).toBeVisible();
  });

  await test.step('subscribe to the newsletter with a bad, then a good e-mail', async () => {
    const email = page.getByRole('textbox', { name: 'Email address' });
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Please insert a valid email.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await email.fill(`first-visit-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Subscribed Successfully')).toBeVisible();
    await expect(email).toHaveValue('');
  });

  await test.step('change the language to Spanish after confirming', async () => {
    await page.getByRole('button', { name: 'Language EN: English' }).click();
    await page.getByRole('button', { name: 'Español' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Change language?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Change language' }).click();

    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'es');
    await expect(html).toHaveAttribute('dir', 'ltr');
    // Module names come translated from the API (X-localization), so only the greeting is fixed.
    await expect(page.getByRole('heading', { level: 1, name: /^Bienvenido a / })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Modo oscuro' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Inicio', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Suscribirse' })).toBeVisible();
  });
});

test('coordinates typed by hand: outside every zone is refused, inside is accepted', async ({
  page,
}) => {
  await page.goto('/home');
  const dialog = locationDialog(page);
  await dialog.getByRole('button', { name: 'Pick from map' }).click();

  const latitude = dialog.getByRole('textbox', { name: 'Latitude' });
  const longitude = dialog.getByRole('textbox', { name: 'Longitude' });
  await latitude.fill(OUTSIDE_ZONES.lat);
  await longitude.fill(OUTSIDE_ZONES.lng);
  await dialog.getByRole('button', { name: 'Confirm location' }).click();
  await expect(dialog.getByRole('alert')).not.toBeEmpty();
  await expect(dialog).toBeVisible();

  await latitude.fill('123');
  await dialog.getByRole('button', { name: 'Confirm location' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/latitude between -90 and 90/);
  await expect(dialog.getByRole('alert')).toHaveCount(1);

  await latitude.fill(INSIDE_ZONE.lat);
  await longitude.fill(INSIDE_ZONE.lng);
  await dialog.getByRole('button', { name: 'Confirm location' }).click();
  await expect(dialog).toBeHidden();
  await expect(moduleDialog(page)).toBeVisible();
});

test('without a tile service the map picker draws the city from the product’s own data (issue 17 §4)', async ({
  page,
}) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(hostname)) outside.push(request.url());
  });
  await page.goto('/home');
  const dialog = locationDialog(page);
  await dialog.getByRole('button', { name: 'Pick from map' }).click();
  const map = dialog.getByRole('region', { name: 'Map to pick your location' });
  await expect(map).toBeVisible();
  // The zones' outlines, the gazetteer's places (labelled) and the stores, drawn by Leaflet.
  await expect(map.locator('path.basemap-zone').first()).toBeAttached();
  await expect(map.locator('path.basemap-store').first()).toBeAttached();
  await expect(map.locator('.basemap-label', { hasText: 'Riverside Park' })).toBeAttached();
  await expect(dialog.getByText('The map cannot be shown right now')).toHaveCount(0);

  // The map is the picker: moving it moves the pinned point.
  const latitude = dialog.getByRole('textbox', { name: 'Latitude' });
  const before = await latitude.inputValue();
  await map.focus();
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => latitude.inputValue()).not.toBe(before);
  expect(outside).toEqual([]);
  await expectNoSeriousAxeViolations(page, 'the map picker');
});

test('footer links explain what they need, and Escape closes the location dialog', async ({
  page,
}) => {
  await page.goto('/home');
  const dialog = locationDialog(page);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Set your location to start' }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Loyalty Points' }).click();
  await expect(page.getByText('You must be login to access this page.')).toBeVisible();
  await page.getByRole('link', { name: 'Campaigns' }).click();
  await expect(page.getByText('You must pick a zone to access this page.')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);

  await expect(page.getByRole('link', { name: 'Terms & Conditions' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Become a Seller' })).toHaveAttribute(
    'href',
    '/store-registration?active=active',
  );
});
