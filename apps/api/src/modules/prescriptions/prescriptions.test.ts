import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPath } from '@marketplace/contract/endpoint';
import { orderTrack } from '@marketplace/contract/endpoints/orders';
import {
  operatorOrderDetails,
  prescriptionUpload,
} from '@marketplace/contract/endpoints/prescriptions';
import { uploadedFile } from '@marketplace/contract/endpoints/uploads';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { OPERATOR_KEY_HEADER } from '@marketplace/contract/order-tracking';
import {
  OrderPlacedSchema,
  OrderQuoteSchema,
  OrderTrackSchema,
} from '@marketplace/contract/orders';
import {
  PRESCRIPTION_REQUIRED_MESSAGE,
  TOO_MANY_IMAGES_MESSAGE,
} from '@marketplace/contract/prescription-fields';
import {
  OperatorOrderSchema,
  PrescriptionUploadedSchema,
} from '@marketplace/contract/prescriptions';
import { IMAGE_FORMAT_MESSAGE } from '@marketplace/contract/uploads';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildGuest, buildSignedInCustomer } from '../../test/builders/caller';
import { buildForm, buildImage } from '../../test/builders/images';
import { buildCheckoutWorld, buyNowBody, type CheckoutWorld } from '../../test/builders/orders';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createOrderClient,
  type OrderClient,
  type TestCaller,
} from '../orders/testing/order-client';

const KEY = 'operator-key-for-tests-0123456789';
let t: TestApp;
let dataDir: string;
let w: CheckoutWorld;
let client: OrderClient;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'prescriptions-test-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir, OPERATOR_KEY: KEY } });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.reset();
  w = await buildCheckoutWorld(t.db, { moduleType: 'pharmacy' });
  client = createOrderClient(t, w.module.id);
});

const errorsOf = (response: { json: () => unknown }) =>
  ErrorEnvelopeSchema.parse(response.json()).errors;

type FilePart = { bytes: Uint8Array; name: string; type?: string };

/** POST /customer/order/prescription with the files under order_attachment. */
async function upload(caller: TestCaller, files: FilePart[]) {
  const form = buildForm(caller.guestId ? { guest_id: caller.guestId } : {});
  for (const file of files) {
    form.append(
      'order_attachment',
      new Blob([file.bytes], { type: file.type ?? 'image/png' }),
      file.name,
    );
  }
  return t.app.inject({
    method: 'POST',
    url: apiPath(prescriptionUpload),
    headers: caller.token ? { authorization: `Bearer ${caller.token}` } : {},
    payload: form,
  });
}

async function uploadOne(caller: TestCaller): Promise<string> {
  const response = await upload(caller, [
    { bytes: await buildImage('image/jpeg'), name: 'rx.jpg' },
  ]);
  expect(response.statusCode).toBe(200);
  const [attachment] = PrescriptionUploadedSchema.parse(response.json()).attachments;
  if (!attachment) throw new Error('no attachment');
  return attachment.id;
}

const readFile = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, ''), headers });

describe('a pharmacy order with a prescription item', () => {
  it('is refused without a prescription image and accepted with one', async () => {
    const customer = await buildSignedInCustomer(t.db);
    const caller = { token: customer.token };
    const item = await w.item({ isPrescriptionRequired: 1 });

    const quote = OrderQuoteSchema.parse((await client.quote(caller, buyNowBody(item.id))).json());
    expect(quote.prescription_required).toBe(true);
    expect(quote.problems.map((p) => p.code)).toContain('prescription_required');

    const refused = await client.place(caller, buyNowBody(item.id));
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toContainEqual({
      code: 'order_attachment',
      message: PRESCRIPTION_REQUIRED_MESSAGE,
    });

    const id = await uploadOne(caller);
    const withImage = buyNowBody(item.id, 1, { order_attachment: [id] });
    const okQuote = OrderQuoteSchema.parse((await client.quote(caller, withImage)).json());
    expect(okQuote.can_place).toBe(true);
    const placed = await client.place(caller, withImage);
    expect(placed.statusCode).toBe(200);
    const orderId = OrderPlacedSchema.parse(placed.json()).order_id;

    const track = OrderTrackSchema.parse(
      (await client.get(caller, orderTrack, { order_id: orderId })).json(),
    );
    expect(track.order_attachment_full_url).toHaveLength(1);
    const own = await readFile(track.order_attachment_full_url[0] ?? '', {
      authorization: `Bearer ${customer.token}`,
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
  });

  it('does not ask for one when no item needs it', async () => {
    const caller = { guestId: await buildGuest(t.db) };
    const item = await w.item();
    const quote = OrderQuoteSchema.parse((await client.quote(caller, buyNowBody(item.id))).json());
    expect(quote.prescription_required).toBe(false);
    expect((await client.place(caller, buyNowBody(item.id))).statusCode).toBe(200);
  });

  it('cannot use another customer’s image, nor one image for two orders', async () => {
    const owner = { token: (await buildSignedInCustomer(t.db)).token };
    const other = { token: (await buildSignedInCustomer(t.db)).token };
    const item = await w.item({ isPrescriptionRequired: 1 });
    const id = await uploadOne(owner);
    const body = buyNowBody(item.id, 1, { order_attachment: [id] });

    const stolen = await client.place(other, body);
    expect(stolen.statusCode).toBe(422);
    expect(errorsOf(stolen)[0]?.code).toBe('order_attachment');

    const [first, second] = await Promise.all([
      client.place(owner, body),
      client.place(owner, body),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 422]);
  });

  it('works for a guest, whose links are signed', async () => {
    const caller = { guestId: await buildGuest(t.db) };
    const item = await w.item({ isPrescriptionRequired: 1 });
    const id = await uploadOne(caller);
    const placed = await client.place(caller, buyNowBody(item.id, 1, { order_attachment: [id] }));
    expect(placed.statusCode).toBe(200);
    const orderId = OrderPlacedSchema.parse(placed.json()).order_id;
    const track = OrderTrackSchema.parse(
      (await client.get(caller, orderTrack, { order_id: orderId })).json(),
    );
    const [url] = track.order_attachment_full_url;
    expect(url).toContain('signature=');
    expect((await readFile(url ?? '')).statusCode).toBe(200);
  });
});

describe('who reads a prescription', () => {
  async function placeWithPrescription() {
    const customer = await buildSignedInCustomer(t.db);
    const caller = { token: customer.token };
    const item = await w.item({ isPrescriptionRequired: 1 });
    const id = await uploadOne(caller);
    const placed = await client.place(caller, buyNowBody(item.id, 1, { order_attachment: [id] }));
    return { customer, id, orderId: OrderPlacedSchema.parse(placed.json()).order_id };
  }

  it('the store sees it with the order (operator key)', async () => {
    const { orderId } = await placeWithPrescription();
    const url = apiPath(operatorOrderDetails, { id: orderId });
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { [OPERATOR_KEY_HEADER]: KEY },
    });
    expect(response.statusCode).toBe(200);
    const answer = OperatorOrderSchema.parse(response.json());
    expect(answer.order.id).toBe(orderId);
    expect(answer.details).toHaveLength(1);
    expect(answer.order_attachment_full_url).toHaveLength(1);
    expect((await readFile(answer.order_attachment_full_url[0] ?? '')).statusCode).toBe(200);

    const noKey = await t.app.inject({ method: 'GET', url });
    expect(noKey.statusCode).toBe(401);
  });

  it('no other customer and no anonymous reader gets the file', async () => {
    const { id } = await placeWithPrescription();
    const stranger = await buildSignedInCustomer(t.db);
    const path = apiPath(uploadedFile, { id });
    expect((await readFile(path)).statusCode).toBe(404);
    expect((await readFile(path, { authorization: `Bearer ${stranger.token}` })).statusCode).toBe(
      404,
    );
  });
});

describe('POST /customer/order/prescription', () => {
  it('refuses a renamed PDF with the format alert', async () => {
    const caller = { guestId: await buildGuest(t.db) };
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF');
    const response = await upload(caller, [{ bytes: pdf, name: 'rx.png' }]);
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)[0]).toEqual({
      code: 'order_attachment',
      message: IMAGE_FORMAT_MESSAGE,
    });
  });

  it('refuses a fourth image', async () => {
    const caller = { guestId: await buildGuest(t.db) };
    const bytes = await buildImage('image/png');
    const files = [1, 2, 3, 4].map((n) => ({ bytes, name: `rx${n}.png` }));
    const response = await upload(caller, files);
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)[0]?.message).toBe(TOO_MANY_IMAGES_MESSAGE);
  });

  it('asks for an image when none is sent, and for a caller', async () => {
    const caller = { guestId: await buildGuest(t.db) };
    const none = await upload(caller, []);
    expect(none.statusCode).toBe(422);
    const nobody = await upload({}, [{ bytes: await buildImage('image/png'), name: 'a.png' }]);
    expect(nobody.statusCode).toBe(401);
  });
});
