import { crc32, deflateSync } from 'node:zlib';
import { expectNoSeriousAxeViolations } from './support/axe';
import { fixtureStore } from './support/cart';
import { addToCart, placeOrder, signIn, summary } from './support/checkout';
import { expect, test } from './support/fixtures';

function pngChunk(kind: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(kind, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 8 × 8 grey PNG, as a phone camera's photo would be (the server re-encodes it). */
function buildPng(): Buffer {
  const size = 8;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Buffer.alloc(size * (size + 1), 0x80);
  for (let row = 0; row < size; row++) rows[row * (size + 1)] = 0; // filter: none
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

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
    await expectNoSeriousAxeViolations(page, 'checkout with a prescription');
  });

  const orderId = await placeOrder(page);

  await test.step('the order page shows the prescription to its customer', async () => {
    await page.goto(`/my-orders/${orderId}`);
    await expect(page.getByRole('heading', { name: 'Prescription' })).toBeVisible();
    const image = page.getByRole('img', { name: 'Prescription image 1' });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  });
});
