import { apiPath } from '@marketplace/contract/endpoint';
import { addressAdd } from '@marketplace/contract/endpoints/addresses';
import { orderPlace } from '@marketplace/contract/endpoints/orders';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signIn, summary } from './support/checkout';
import { expect, test } from './support/fixtures';

// The parcel module of the demo city: its seeded categories and instructions, West Riverton's
// parcel rates. The e2e API runs the demo order simulator fast (a step every 1.5 s).
test.use({ shellModule: 'parcel' });

const SENDER = { name: 'Sam Sender', phone: '+15557001001', lat: '23.7812', lng: '90.3702' };
const RECEIVER = { name: 'Rita Receiver', phone: '+15557002002', lat: '23.8198', lng: '90.3962' };
// Southport: a zone that is not active yet, so no parcels there.
const OUTSIDE = { lat: '23.7130', lng: '90.3970' };

function party(page: Page, title: 'Sender' | 'Receiver') {
  return page.getByRole('region', { name: title, exact: true });
}

async function fillParty(
  page: Page,
  title: 'Sender' | 'Receiver',
  person: { name: string; phone: string; lat: string; lng: string },
  address: string,
) {
  const section = party(page, title);
  await section.getByLabel('Contact person name').fill(person.name);
  await section.getByLabel('Contact person number').fill(person.phone);
  await section.getByLabel('Latitude').fill(person.lat);
  await section.getByLabel('Longitude').fill(person.lng);
  await expect(section.getByRole('alert')).toHaveCount(0);
  await section.getByLabel('Address', { exact: true }).fill(address);
}

test('the parcel home lists what can be sent, with Help & Support in place of the module links', async ({
  page,
}) => {
  await page.goto('/home');
  const categories = page.getByRole('region', { name: 'What are you sending?' });
  const documents = categories.getByRole('listitem').filter({ hasText: 'Documents' });
  await expect(documents).toContainText('Per km');
  await expect(documents).toContainText('Minimum');
  await expect(documents.getByRole('link', { name: 'Send Documents' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the parcel home');

  // A parcel is never mixed with a cart: the parcel module has no cart in the header.
  await expect(page.getByRole('banner').getByRole('button', { name: /^Cart/ })).toHaveCount(0);

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Food', exact: true })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Help & Support' }).click();
  await expect(page).toHaveURL(/\/help-and-support$/);
});

test('a guest sends a parcel and tracks it', async ({ page }) => {
  await test.step('the guest picks Documents on the parcel home', async () => {
    await page.goto('/home');
    await page
      .getByRole('region', { name: 'What are you sending?' })
      .getByRole('link', { name: 'Send Documents' })
      .click();
    await expect(page).toHaveURL(/\/parcel\?category=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Send a parcel' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Documents/ })).toBeChecked();
    await expect(summary(page).getByRole('button', { name: 'Send parcel' })).toBeDisabled();
  });

  await test.step('a drop-off outside the parcel zones is refused at once', async () => {
    const receiver = party(page, 'Receiver');
    await receiver.getByLabel('Latitude').fill(OUTSIDE.lat);
    await receiver.getByLabel('Longitude').fill(OUTSIDE.lng);
    await expect(receiver.getByRole('alert')).toHaveText(
      'We do not deliver parcels to this address yet',
    );
  });

  await test.step('sender and receiver on the map, an instruction of the list', async () => {
    await fillParty(page, 'Sender', SENDER, 'Riverside Park, north gate');
    await fillParty(page, 'Receiver', RECEIVER, 'Botanical Garden, visitor centre');
    await page.getByRole('radio', { name: 'Call the receiver before arriving' }).check();
  });

  await test.step('the fee is the server’s, and the receiver may pay only in cash', async () => {
    await expect(summary(page).getByText('Delivery fee')).toBeVisible();
    await expect(summary(page).getByTestId('checkout-total')).toHaveText(/^\$\d+\.\d{2}$/);
    await expect(summary(page).getByTestId('parcel-distance')).toHaveText(/^Distance: \d+\.\d km$/);
    const payment = page.getByRole('region', { name: 'Payment method' });
    await page.getByRole('radio', { name: /^Receiver/ }).check();
    await expect(payment.getByRole('radio')).toHaveCount(1);
    await expect(payment.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
    await expect(summary(page)).toContainText('The receiver pays');
    await page.getByRole('radio', { name: /^Sender/ }).check();
    await expect(payment.getByRole('radio', { name: /Digital payment/ })).toBeVisible();
    await payment.getByRole('radio', { name: /Cash on delivery/ }).check();
    await expect(summary(page).getByText('The receiver pays')).toHaveCount(0);
    await expect(summary(page)).not.toHaveAttribute('aria-busy', 'true');
    await expectNoSeriousAxeViolations(page, 'the parcel form');
  });

  let reference = '';
  let orderId = 0;
  await test.step('Send parcel places it once, with an Idempotency-Key', async () => {
    await summary(page)
      .getByRole('checkbox', { name: /I agree to the terms/ })
      .check();
    const place = summary(page).getByRole('button', { name: 'Send parcel' });
    await expect(place).toBeEnabled();
    const request = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith(apiPath(orderPlace)),
    );
    await place.click();
    const sent = await request;
    expect(sent.headers()['idempotency-key']).toMatch(/.{16,}/);
    const body = sent.postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ order_type: 'parcel', charge_payer: 'sender' });
    expect(body).not.toHaveProperty('delivery_charge');
    await expect(page).toHaveURL(/\/order-confirmation\?order=[0-9a-f]{32}&status=success/);
    reference = new URL(page.url()).searchParams.get('order') ?? '';
    const heading = page.getByRole('heading', { name: /^Order #\d+$/ });
    await expect(heading).toBeVisible();
    orderId = Number((await heading.textContent())?.replace(/\D/g, ''));
  });

  await test.step('tracking follows the parcel live until it is delivered', async () => {
    await page.getByRole('main').getByRole('link', { name: 'Track order' }).click();
    await expect(page).toHaveURL(new RegExp(`/track-order\\?order=${reference}$`));
    await expect(page.getByLabel('Phone number')).toHaveValue(SENDER.phone);
    await expect(page.getByRole('heading', { name: `Order #${orderId}` })).toBeVisible();
    await expect(page.getByText('Parcel · Documents')).toBeVisible();
    // The fast simulator may already have delivered it; either way the timeline ends there.
    await expect(page.getByRole('status').filter({ hasText: 'Status: Delivered' })).toBeVisible({
      timeout: 45_000,
    });
    // A parcel has no kitchen: placed, confirmed, on the way, delivered, each with its time.
    const steps = page.getByRole('list', { name: 'Order progress' }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    for (const step of await steps.all()) await expect(step.locator('time')).toHaveCount(1);
  });

  await test.step('the tracking page draws the route from the sender to the receiver', async () => {
    // Spec 02 §2's route map, 348 px high, on the offline basemap (no tile URL in the journeys).
    await expectParcelRoute(page);
    // No store: no store details to open.
    await expect(page.getByRole('button', { name: 'Store details' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, 'a parcel’s tracking page');
  });

  await test.step('on a phone the route map and the directions fit the screen', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    const map = await expectParcelRoute(page);
    const box = await map.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(375);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page, 'a parcel’s tracking page on a phone');
  });
});

function expectNear(pair: string | null, point: { lat: string; lng: string }) {
  const [lat, lng] = (pair ?? '').split(',').map(Number);
  expect(lat).toBeCloseTo(Number(point.lat), 4);
  expect(lng).toBeCloseTo(Number(point.lng), 4);
}

/** The parcel's route map: both ends drawn, named below it, and directions between them. */
async function expectParcelRoute(page: Page) {
  const map = page.getByRole('region', { name: 'Map of the delivery route' });
  await expect(map).toBeVisible();
  await expect(map.locator('path.route-from')).toHaveCount(1);
  await expect(map.locator('path.route-to')).toHaveCount(1);
  await expect(map.locator('path.route-line')).toHaveCount(1);
  const height = (await map.boundingBox())?.height ?? 0;
  // 348 px with its border.
  expect(Math.round(height)).toBeGreaterThanOrEqual(346);
  expect(Math.round(height)).toBeLessThanOrEqual(348);
  const legend = page.getByRole('term').filter({ hasText: 'Sender' });
  await expect(legend).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: 'Botanical Garden' })).toBeVisible();
  const directions = page.getByRole('link', { name: 'Directions' });
  await expect(directions).toBeVisible();
  const href = new URL((await directions.getAttribute('href')) ?? '');
  expect(href.origin + href.pathname).toBe('https://www.google.com/maps/dir/');
  // From the sender to the receiver (the map picker keeps the points to a few metres).
  expectNear(href.searchParams.get('origin'), SENDER);
  expectNear(href.searchParams.get('destination'), RECEIVER);
  await expect(directions).toHaveAttribute('target', '_blank');
  return map;
}

test.describe('in Riverton West’s evening rush (the demo’s parcel surge, 17:00–20:00)', () => {
  // Decision 0046: the API prices at this instant; the business’s clock is Asia/Dhaka.
  test.use({ fixedClock: '2026-11-24T18:30:00+06:00' });

  test('the parcel’s fee includes the surge price, shown as at checkout', async ({ page }) => {
    await page.goto('/parcel');
    await page.getByRole('radio', { name: /^Documents/ }).check();
    await fillParty(page, 'Sender', SENDER, 'Riverside Park, north gate');
    await fillParty(page, 'Receiver', RECEIVER, 'Botanical Garden, visitor centre');
    await expect(summary(page).getByText('Delivery fee')).toBeVisible();
    await expect(summary(page)).toContainText(
      'Includes a surge price of $1.00 · Evening rush: more parcels than riders',
    );
  });
});

test('a signed-in customer sends a parcel to a saved address by card and cancels it while pending', async ({
  page,
  customer,
}) => {
  test.slow();
  await page.goto('/home');
  await signIn(page, customer);
  // A saved address of the customer's own (the proxy adds their session).
  const saved = await page.request.post(apiPath(addressAdd), {
    data: {
      address: 'Northgate Station, platform 2',
      address_type: 'office',
      contact_person_name: 'Olga Office',
      contact_person_number: '+15557003003',
      latitude: 23.8266,
      longitude: 90.3839,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await test.step('the sender is the customer; the receiver comes from the saved addresses', async () => {
    await page.goto('/parcel');
    const sender = party(page, 'Sender');
    await expect(sender.getByLabel('Contact person name')).not.toHaveValue('');
    await sender.getByLabel('Latitude').fill(SENDER.lat);
    await sender.getByLabel('Longitude').fill(SENDER.lng);
    await sender.getByLabel('Address', { exact: true }).fill('Riverside Park, south gate');
    const receiver = party(page, 'Receiver');
    await receiver.getByRole('button', { name: 'View Saved Address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Saved Addresses' });
    await dialog.getByRole('radio', { name: /Northgate Station/ }).check();
    await dialog.getByRole('button', { name: 'Select' }).click();
    await expect(dialog).toBeHidden();
    await expect(receiver.getByLabel('Contact person name')).toHaveValue('Olga Office');
    await expect(receiver.getByLabel('Address', { exact: true })).toHaveValue(
      'Northgate Station, platform 2',
    );
    await page.getByRole('radio', { name: /^Small box/ }).check();
    await page.getByRole('radio', { name: 'Write my own' }).check();
    await page.getByLabel('Your instruction').fill('Ring twice, the bell is broken');
  });

  const orderId =
    await test.step('a customer may pay by wallet or card; the card goes to the gateway', async () => {
      const payment = page.getByRole('region', { name: 'Payment method' });
      await expect(payment.getByRole('radio', { name: /Wallet/ })).toBeVisible();
      await payment.getByRole('radio', { name: /Digital payment/ }).check();
      await expect(summary(page).getByText('Delivery fee')).toBeVisible();
      await summary(page)
        .getByRole('checkbox', { name: /I agree to the terms/ })
        .check();
      // The page leaves for the gateway as soon as the answer lands, after which Playwright can
      // no longer read its body: read it on the way through instead.
      let answer: { order_id: number } | null = null;
      await page.route(`**${apiPath(orderPlace)}`, async (route) => {
        const response = await route.fetch();
        answer = (await response.json()) as { order_id: number };
        await route.fulfill({ response });
      });
      await summary(page).getByRole('button', { name: 'Send parcel' }).click();
      await expect(page.getByRole('heading', { name: 'Demo payment' })).toBeVisible();
      await page.unroute(`**${apiPath(orderPlace)}`);
      if (!answer) throw new Error('the place answer was not seen');
      return (answer as { order_id: number }).order_id;
    });

  await test.step('unpaid, it waits in My Orders as a parcel and is cancelled there', async () => {
    await page.goto('/my-orders');
    await page.getByRole('tab', { name: 'Running' }).click();
    const card = page.getByRole('article', { name: new RegExp(`^Order #${orderId}$`) });
    await expect(card).toContainText('Small box');
    await card.getByRole('link', { name: `Details of order #${orderId}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
    const info = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Order information' }) });
    await expect(info).toContainText('Olga Office');
    await expect(info).toContainText('Ring twice, the bell is broken');
    await expect(page.getByRole('heading', { name: 'Items', exact: true })).toHaveCount(0);
    await expect(page.getByText('Delivery fee')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order #${orderId}?` });
    await dialog.getByRole('radio', { name: 'I changed my mind' }).check();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Status: Canceled' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  });
});

test('on a phone in the dark theme the parcel form fits the screen', async ({ page }) => {
  await page.goto('/parcel');
  // The storefront's own theme switch (the system preference does not change it).
  await page.getByRole('switch', { name: 'Light Mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('radio', { name: /^Documents/ })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page, 'the parcel form on a phone');
  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'Send a parcel' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'the parcel home on a phone');
});
