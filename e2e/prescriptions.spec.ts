import { expectNoSeriousAxeViolations } from './support/axe';
import { fixtureStore } from './support/cart';
import { addToCart, placeOrder, signIn, summary } from './support/checkout';
import { expect, test } from './support/fixtures';
import { buildPng } from './support/images';

const PRESCRIPTION_PNG = buildPng();
// A PDF renamed to .png: refused.
const RENAMED_PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');

test('a pharmacy order with a prescription medicine needs a photo of the prescription', async ({
  page,
  buildWorld,
  customer,
}) => {
  const world = await buildWorld({
    stores: [
      fixtureStore('pharmacy', 'Corner Pharmacy', [
        { name: 'Amoxicillin 500 mg', price_minor: 1250, stock: 50, prescription_required: true },
      ]),
    ],
  });
  const store = world.store('Corner Pharmacy');
  const item = world.item('Amoxicillin 500 mg');
  await page.goto('/home');
  await signIn(page, customer);
  await addToCart(page, { moduleId: store.module_id, zoneId: world.zone_id }, item.id, 1);
  await page.goto('/checkout?page=cart');

  const section = page.getByRole('region', { name: 'Prescription' });
  const input = section.getByTestId('prescription-input');

  await test.step('without a prescription the order cannot be placed', async () => {
    await expect(section.getByText('Please upload your prescription image')).toBeVisible();
    await summary(page)
      .getByRole('checkbox', { name: /I agree to the terms/ })
      .check();
    await expect(summary(page).getByRole('button', { name: 'Place order' })).toBeDisabled();
  });

  await test.step('a file that is not an image is refused before it is sent', async () => {
    await input.setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: RENAMED_PDF });
    await expect(section.getByText(/This file format is not supported/)).toBeVisible();
    await expect(section.getByRole('img')).toHaveCount(0);
  });

  await test.step('with the photo uploaded the order goes through', async () => {
    await input.setInputFiles({
      name: 'prescription.png',
      mimeType: 'image/png',
      buffer: PRESCRIPTION_PNG,
    });
    await expect(section.getByRole('img', { name: 'Prescription image 1' })).toBeVisible();
    await expect(section.getByText('Please upload your prescription image')).toHaveCount(0);
    // The summary dims while the quote is asked again; axe reads its colours once it is back.
    await expect(summary(page).locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, 'checkout with a prescription');
  });

  const { reference } = await placeOrder(page);

  await test.step('the order page shows the prescription to its customer', async () => {
    await page.goto(`/my-orders/${reference}`);
    await expect(page.getByRole('heading', { name: 'Prescription' })).toBeVisible();
    const image = page.getByRole('img', { name: 'Prescription image 1' });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });
});
