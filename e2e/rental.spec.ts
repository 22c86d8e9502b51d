import { apiPath } from '@marketplace/contract/endpoint';
import { customerInfo } from '@marketplace/contract/endpoints/customer';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signIn } from './support/checkout';
import { expect, test } from './support/fixtures';
import { holdPageCode } from './support/late-chunks';
import { demoVehicles, pickTripPlace, storedTripSearch, toast } from './support/rental';

// The rental journeys use the demo city's fleet (West Riverton, Riverside Park).
test.use({ shellModule: 'rental' });

test('a guest searches, adds two units of one vehicle, meets the provider-change dialog, books with cash and tracks the trip', async ({
  page,
  request,
  moduleIds,
}) => {
  const rentalId = moduleIds.rental;
  const fleet = await demoVehicles(request, rentalId);
  const vehicle = fleet.find(
    (v) => v.total_vehicle_count >= 2 && v.trip_hourly === 1 && v.hourly_price > 0,
  );
  const other = fleet.find((v) => v.trip_hourly === 1 && v.provider.id !== vehicle?.provider.id);
  if (!vehicle || !other)
    throw new Error('the demo fleet lacks a multi-unit vehicle and a second provider');

  await test.step('the rental home searches a trip', async () => {
    await page.goto('/home');
    await pickTripPlace(page, 'Pickup location', 'Riverside', 'Riverside Park');
    await pickTripPlace(page, 'Destination', 'Central', 'Central Library');
    await expect(page.getByText(/Distance: \d+\.\d{3} km/)).toBeVisible();
    await page.getByRole('button', { name: 'Find vehicles' }).click();
    await expect(page).toHaveURL(/\/rental\/vehicle-search\?all_category=1/);
    await expectNoSeriousAxeViolations(page, 'the rental vehicle search');
    // The discount badges sit on the dark theme's light red: their text must stay readable.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousAxeViolations(page, 'the rental vehicle search, dark');
    await page.emulateMedia({ colorScheme: 'light' });
  });

  await test.step('two units of one vehicle go into the trip cart', async () => {
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await page.getByRole('button', { name: `Rent This Car: ${vehicle.name}` }).click();
    await expect(toast(page, 'The vehicle successfully added to your cart.')).toBeVisible();
    await page.getByRole('button', { name: /Rental cart, 1 vehicles/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Rental Trip Cart' });
    await expect(drawer.getByText('Riverside Park')).toBeVisible();
    await drawer.getByRole('button', { name: `Add one ${vehicle.name}` }).click();
    await expect(drawer.getByRole('status', { name: `Quantity of ${vehicle.name}` })).toHaveText(
      '02',
    );
    await drawer.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('a vehicle of another provider asks to reset the cart', async () => {
    await page.goto(`/rental/vehicle-details/${other.id}?from=search`);
    await page.getByRole('button', { name: 'Rent This Car' }).first().click();
    const dialog = page.getByRole('alertdialog', { name: 'Change provider?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
  });

  const tripId = await test.step('the trip is booked with cash', async () => {
    await page.goto('/rental/cart');
    await expect(
      page.getByRole('list', { name: 'Vehicles' }).getByText(vehicle.name),
    ).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Riley Renter');
    await page.getByLabel('Phone').fill('+15550123456');
    await expect(page.getByRole('radio', { name: 'Cash' })).toBeChecked();
    const book = page.getByRole('button', { name: 'Confirm booking' });
    await expect(book).toBeEnabled();
    await book.click();
    await expect(page).toHaveURL(/\/my-trips\/\d+$/);
    return Number(new URL(page.url()).pathname.split('/').pop());
  });

  await test.step('Track Trip follows it live to completed', async () => {
    await page.goto('/track-order');
    await expect(page.getByRole('heading', { name: 'Track Trip' })).toBeVisible();
    await page.getByLabel('Trip number').fill(String(tripId));
    await page.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByRole('heading', { name: `Trip #${tripId}` })).toBeVisible();
    const timeline = page.getByRole('list', { name: 'Trip status' });
    await expect(timeline.locator('[aria-current="step"]')).toHaveText(/Completed/, {
      timeout: 30_000,
    });
  });

  await test.step('the completed trip is rated, and the review shows on the vehicle', async () => {
    await page.goto(`/my-trips/${tripId}`);
    const rating = page.getByRole('group', { name: `Rate ${vehicle.name}` });
    await rating.getByRole('radio', { name: '5 out of 5 stars' }).check({ force: true });
    await page.getByLabel('Comment (optional)').fill(`Spotless car, easy pickup (trip ${tripId})`);
    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(toast(page, 'Review submitted successfully')).toBeVisible();
    await expect(page.getByText('Reviewed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit review' })).toHaveCount(0);
    await page.goto(`/rental/vehicle-details/${vehicle.id}`);
    await expect(page.getByText(`Spotless car, easy pickup (trip ${tripId})`)).toBeVisible();
  });
});

test.describe('signed in', () => {
  test.use({ customerWalletMinor: 5_000 });

  test('a signed-in customer books with the wallet and cancels', async ({
    page,
    context,
    request,
    moduleIds,
    customer,
  }) => {
    const rentalId = moduleIds.rental;
    const tomorrow = new Date(Date.now() + 24 * 3_600_000).toISOString();
    await context.addInitScript((search) => {
      localStorage.setItem('rental_trip_search', JSON.stringify(search));
    }, storedTripSearch(tomorrow));
    const fleet = await demoVehicles(request, rentalId);
    const cheapest = fleet
      .filter((v) => v.trip_hourly === 1 && v.hourly_price > 0)
      .sort((a, b) => a.hourly_price - b.hourly_price)[0];
    if (!cheapest) throw new Error('no hourly vehicle in the demo fleet');

    await page.goto(`/rental/vehicle-details/${cheapest.id}`);
    await signIn(page, customer);
    const balance = async () =>
      (
        (await (await page.request.get(apiPath(customerInfo))).json()) as {
          wallet_balance: number;
        }
      ).wallet_balance;
    const before = await balance();

    await page.getByRole('button', { name: 'Rent This Car' }).first().click();
    await expect(toast(page, 'The vehicle successfully added to your cart.')).toBeVisible();
    await page.goto('/rental/cart');
    await page.getByRole('radio', { name: 'Wallet' }).check();
    const book = page.getByRole('button', { name: 'Confirm booking' });
    await expect(book).toBeEnabled();
    await book.click();
    await expect(page).toHaveURL(/\/my-trips\/\d+$/);
    expect(await balance()).toBeLessThan(before);

    await page.getByRole('button', { name: 'Cancel trip' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this trip?' });
    await dialog.getByRole('radio', { name: 'My plans changed' }).check();
    await dialog.getByRole('button', { name: 'Cancel trip' }).click();
    await expect(toast(page, 'Trip canceled successfully')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Trip status' }).locator('[aria-current="step"]'),
    ).toHaveText(/Canceled/);
    expect(await balance()).toBe(before);

    await page.goto('/my-trips');
    // The trip tabs by keyboard (ARIA tabs): End selects the last, Home the first, focus follows.
    const all = page.getByRole('tab', { name: 'All' });
    const completed = page.getByRole('tab', { name: 'Completed' });
    await expect(page.getByText('Canceled').first()).toBeVisible();
    await all.focus();
    await page.keyboard.press('End');
    await expect(completed).toHaveAttribute('aria-selected', 'true');
    await expect(completed).toBeFocused();
    await expect(page.getByText('No trips yet')).toBeVisible();
    await page.keyboard.press('Home');
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await expect(all).toBeFocused();
    await expect(page.getByText('Canceled').first()).toBeVisible();
  });
});

test('a pickup place typed before the page’s code has run still gets its suggestions', async ({
  page,
}) => {
  // A slow phone: the server's HTML is there, its code is not, and the customer types.
  const releaseCode = await holdPageCode(page);
  await page.goto('/home', { waitUntil: 'domcontentloaded' });
  const pickup = page.getByRole('group', { name: 'Pickup location' });
  const input = pickup.getByRole('combobox');
  await input.fill('Riverside');
  releaseCode();

  await expect(pickup.getByRole('option', { name: /Riverside Park/ })).toBeVisible();
  await expect(input).toHaveValue('Riverside');
  await expect(input).toBeFocused();
});
