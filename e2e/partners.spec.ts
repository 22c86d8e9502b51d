import { apiPath } from '@marketplace/contract/endpoint';
import { deliveryManStore, vendorRegister } from '@marketplace/contract/endpoints/partners';
import {
  DELIVERY_MAN_EMAIL_TAKEN,
  STORE_NAME_REQUIRED,
  VENDOR_EMAIL_TAKEN,
} from '@marketplace/contract/partners';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { buildPng } from './support/images';
import { WEST_ZONE } from './support/shell';

test.use({ shellModule: 'food' });

const PNG = buildPng();
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** An applicant of this run alone: unique e-mail and a +1 555 number nobody else uses. */
function newApplicant(tag: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    firstName: `Test ${tag}`,
    email: `${tag}-${stamp}@example.com`,
    phone: `+1555${stamp.slice(-7)}`,
    password: 'secret123',
  };
}

type Applicant = ReturnType<typeof newApplicant>;

/** The rest of a delivery-man application sent straight to the API. */
const deliveryManFields = {
  f_name: 'Someone',
  password: 'secret123',
  zone_id: String(WEST_ZONE[0]),
  vehicle_type: 'car',
  earning: '0',
  identity_type: 'nid',
  identity_number: 'XY 998877',
};

function wizard(page: Page): Locator {
  return page.getByRole('main');
}

/** Next (or Submit on the last step), then the new step's heading has the focus. */
async function next(page: Page, heading: string) {
  await wizard(page).getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeFocused();
}

async function fillApplicant(scope: Locator, applicant: Applicant) {
  await scope.getByLabel('First name').fill(applicant.firstName);
  await scope.getByRole('textbox', { name: 'Phone' }).fill(applicant.phone);
  await scope.getByLabel('Email').fill(applicant.email);
  await scope.getByLabel('Password', { exact: true }).fill(applicant.password);
  await scope.getByLabel('Confirm Password').fill(applicant.password);
}

/** A second application with the same e-mail, straight to the API: refused while one is pending. */
async function applyAgainThroughApi(
  api: APIRequestContext,
  path: string,
  fields: Record<string, string>,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const name of ['logo', 'cover_photo', 'image', 'identity_image']) {
    form.append(name, new Blob([new Uint8Array(PNG)], { type: 'image/png' }), `${name}.png`);
  }
  const response = await api.post(path, { multipart: form });
  return { status: response.status(), body: (await response.json()) as { errors: unknown[] } };
}

test('a visitor applies as a vendor and as a delivery man from the footer links', async ({
  page,
  fixtureApi,
  moduleIds,
}) => {
  const vendor = newApplicant('vendor');
  const rider = newApplicant('rider');
  await page.goto('/home');

  await test.step('"Become a Seller" opens the store application', async () => {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Become a Seller' }).click();
    await expect(page).toHaveURL(/\/store-registration\?active=active$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Become a Seller' })).toBeVisible();
    await expect(page.getByText('Step 1 of 5')).toBeVisible();
  });

  await test.step('a step is checked before the next opens; the first error has the focus', async () => {
    await wizard(page).getByRole('button', { name: 'Next' }).click();
    const name = page.getByLabel('Store name (English)');
    await expect(page.getByText(STORE_NAME_REQUIRED)).toBeVisible();
    await expect(name).toBeFocused();
    await name.fill('Riverside Bakery');
    await page.getByLabel('Store address (English)').fill('12 River Road');
    await page.getByLabel('Store name (Spanish)').fill('Panadería Ribera');
    await page.getByLabel('Store name (French)').fill('Boulangerie du Fleuve');
    await next(page, 'Business and location');
  });

  await test.step('zone, business and a location checked inside the zone', async () => {
    await page.getByLabel('Zone').selectOption({ label: 'West Riverton' });
    await page.getByLabel('Business type').selectOption({ label: 'Food' });
    // A point in East Riverton: the form says so and offers that zone.
    await page.getByLabel('Latitude').fill('23.7800');
    await page.getByLabel('Longitude').fill('90.4400');
    await page.getByRole('button', { name: 'Confirm location' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'outside West Riverton' }),
    ).toBeVisible();
    await page.getByLabel('Latitude').fill('23.7812');
    await page.getByLabel('Longitude').fill('90.3702');
    await page.getByRole('button', { name: 'Confirm location' }).click();
    await expect(page.getByText('The location is inside West Riverton.')).toBeVisible();
    await next(page, 'Logo, cover and delivery');
  });

  await test.step('logo, cover, tax and delivery time', async () => {
    await page.getByTestId('store-logo-input').setInputFiles(png('logo.png'));
    await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();
    await page.getByTestId('store-cover-input').setInputFiles(png('cover.png'));
    await expect(page.getByRole('img', { name: 'Cover photo preview' })).toBeVisible();
    await page.getByLabel('Tax (%)').fill('5');
    await page.getByLabel('From').fill('20');
    await page.getByLabel('To', { exact: true }).fill('30');
    await next(page, 'Owner information');
  });

  await test.step('the owner, then a review of everything', async () => {
    await fillApplicant(wizard(page), vendor);
    await next(page, 'Review and submit');
    await expect(page.getByText('Riverside Bakery')).toBeVisible();
    await expect(page.getByText('Panadería Ribera')).toBeVisible();
    await expect(page.getByText('20–30 minutes')).toBeVisible();
    await expect(page.getByText(vendor.email)).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'store application review');
  });

  await test.step('submitting leaves a pending application', async () => {
    await wizard(page).getByRole('button', { name: 'Submit application' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your application is pending review' }),
    ).toBeFocused();
    await expect(page.getByText(/Riverside Bakery/)).toBeVisible();
    // The server keeps it: the same e-mail cannot apply again while it waits for review.
    const again = await applyAgainThroughApi(fixtureApi, apiPath(vendorRegister), {
      f_name: 'Someone',
      email: vendor.email,
      phone: newApplicant('other').phone,
      password: 'secret123',
      store_name: 'Another Bakery',
      address: '1 Other Road',
      latitude: '23.7812',
      longitude: '90.3702',
      zone_id: String(WEST_ZONE[0]),
      module_id: String(moduleIds.food),
      tax: '5',
      delivery_time: '20-30 min',
    });
    expect(again.status).toBe(422);
    expect(again.body.errors).toContainEqual({ code: 'email', message: VENDOR_EMAIL_TAKEN });
  });

  const takenEmail = newApplicant('taken').email;
  await test.step('someone has applied with an e-mail already', async () => {
    const first = await applyAgainThroughApi(fixtureApi, apiPath(deliveryManStore), {
      ...deliveryManFields,
      email: takenEmail,
      phone: newApplicant('first').phone,
    });
    expect(first.status).toBe(200);
  });

  await test.step('"Become a Delivery Man" opens the delivery-man application', async () => {
    await page.goto('/home');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Become a Delivery Man' })
      .click();
    await expect(page).toHaveURL(/\/deliveryman-registration$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Become a Delivery Man' }),
    ).toBeVisible();
  });

  await test.step('personal details, zone, vehicle, earning and identity', async () => {
    await fillApplicant(wizard(page), { ...rider, email: takenEmail });
    await page.getByTestId('delivery-photo-input').setInputFiles(png('me.png'));
    await next(page, 'Zone, vehicle and earning');
    await page.getByLabel('Zone').selectOption({ label: 'West Riverton' });
    await page.getByLabel('Vehicle type').selectOption({ label: 'Motorbike' });
    await page.getByRole('radio', { name: 'Freelance' }).check();
    await next(page, 'Identity');
    await page.getByLabel('Identity type').selectOption({ label: 'Passport' });
    await page.getByLabel('Identity number').fill('AB 1234567');
    await page
      .getByTestId('identity-image-input')
      .setInputFiles([png('front.png'), png('back.png')]);
    await expect(page.getByRole('img', { name: 'Identity image 2' })).toBeVisible();
    await next(page, 'Review and submit');
    await expect(page.getByText('Motorbike')).toBeVisible();
    await expect(page.getByText('Freelance')).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'delivery-man application review');
  });

  await test.step('a taken e-mail sends the applicant back to it, with the reason', async () => {
    await wizard(page).getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    const email = wizard(page).getByLabel('Email', { exact: true });
    await expect(email).toBeFocused();
    await expect(page.getByText(DELIVERY_MAN_EMAIL_TAKEN)).toBeVisible();
    await email.fill(rider.email);
    await next(page, 'Zone, vehicle and earning');
    await next(page, 'Identity');
    await next(page, 'Review and submit');
  });

  await test.step('submitting leaves a pending application', async () => {
    await wizard(page).getByRole('button', { name: 'Submit application' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your application is pending review' }),
    ).toBeFocused();
    const again = await applyAgainThroughApi(fixtureApi, apiPath(deliveryManStore), {
      ...deliveryManFields,
      email: rider.email,
      phone: newApplicant('other').phone,
    });
    expect(again.status).toBe(422);
    expect(again.body.errors).toContainEqual({ code: 'email', message: DELIVERY_MAN_EMAIL_TAKEN });
  });
});

test('on a phone in the dark theme, the store application shows its errors and fits the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/store-registration?active=active');
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Seller' })).toBeVisible();
  await page.getByLabel('Store name (English)').fill('Night Owl Bakery');
  await page.getByLabel('Store address (English)').fill('3 Lantern Lane');
  await next(page, 'Business and location');

  await test.step('Next without a zone, a business or a location names each one', async () => {
    await wizard(page).getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Zone')).toBeFocused();
    await expect(page.getByText('Please choose a zone')).toBeVisible();
    await expect(page.getByText('Please choose a module')).toBeVisible();
    await expect(
      page.getByText('Select a zone first: the store must lie inside it.'),
    ).toBeVisible();
  });

  await test.step('with a zone chosen the map shows; nothing overflows the phone; axe passes', async () => {
    await page.getByLabel('Zone').selectOption({ label: 'West Riverton' });
    await expect(page.getByRole('button', { name: 'Confirm location' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page, 'store application with errors, phone, dark');
  });

  await test.step('a missing logo takes the focus to its button; the range error is spelled out', async () => {
    await page.getByLabel('Business type').selectOption({ label: 'Food' });
    await page.getByRole('button', { name: 'Confirm location' }).click();
    await expect(page.getByText('The location is inside West Riverton.')).toBeVisible();
    await next(page, 'Logo, cover and delivery');
    await page.getByLabel('From').fill('30');
    await page.getByLabel('To', { exact: true }).fill('20');
    await wizard(page).getByRole('button', { name: 'Next' }).click();
    // By its text: the file input behind it is named the same.
    await expect(page.getByText('Choose a logo', { exact: true })).toBeFocused();
    await expect(page.getByText('Store logo is required')).toBeVisible();
    await expect(
      page.getByText('The minimum delivery time must be less than the maximum (1 to 999)'),
    ).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page, 'store images step with errors, phone, dark');
    await wizard(page).getByRole('button', { name: 'Back' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Business and location' }),
    ).toBeFocused();
  });

  await test.step('Back keeps what was typed', async () => {
    await wizard(page).getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Store information' })).toBeFocused();
    await expect(page.getByLabel('Store name (English)')).toHaveValue('Night Owl Bakery');
  });
});
