import { apiPath } from '@marketplace/contract/endpoint';
import { orderTrack } from '@marketplace/contract/endpoints/orders';
import { prescriptionUpload } from '@marketplace/contract/endpoints/prescriptions';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { OrderPlacedSchema, OrderTrackSchema } from '@marketplace/contract/orders';
import { PRESCRIPTION_REQUIRED_MESSAGE } from '@marketplace/contract/prescription-fields';
import { PrescriptionUploadedSchema } from '@marketplace/contract/prescriptions';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { prescriptions } from '../../db/schema/prescriptions';
import { buildSignedInCustomer } from '../../test/builders/caller';
import { buildForm, buildImage } from '../../test/builders/images';
import { buildCheckoutWorld, buyNowBody, type CheckoutWorld } from '../../test/builders/orders';
import { useTempDataDirApp } from '../../test/temp-data-dir-app';
import type { TestApp } from '../../test/test-app';
import { runSweeps } from '../housekeeping/run-sweeps';
import { createOrderClient, type OrderClient } from '../orders/testing/order-client';
import {
  hoursFromNow,
  isFileStored,
  storageKeyOf,
  sweepUploadsAt,
} from './testing/upload-sweep-kit';
import { saveImageUpload } from './uploads.service';

const app = useTempDataDirApp('uploads-sweep-test-');
let t: TestApp;
let other: DatabaseHandle;
let w: CheckoutWorld;
let client: OrderClient;
let customer: { token: string };

beforeAll(() => {
  other = openDatabase({ url: app.t.url });
});
afterAll(() => other.close());
beforeEach(async () => {
  ({ t } = app);
  await t.reset();
  w = await buildCheckoutWorld(t.db, { moduleType: 'pharmacy' });
  client = createOrderClient(t, w.module.id);
  customer = { token: (await buildSignedInCustomer(t.db)).token };
});

/** A checkout's prescription, uploaded and not (yet) ordered: its id and storage key. */
async function uploadPrescription(): Promise<{ id: string; key: string }> {
  const form = buildForm({});
  form.append('order_attachment', new Blob([await buildImage('image/png')]), 'rx.png');
  const response = await t.app.inject({
    method: 'POST',
    url: apiPath(prescriptionUpload),
    headers: { authorization: `Bearer ${customer.token}` },
    payload: form,
  });
  expect(response.statusCode, response.body).toBe(200);
  const id = PrescriptionUploadedSchema.parse(response.json()).attachments[0]?.id ?? '';
  const key = await storageKeyOf(t, id);
  if (!key) throw new Error('no upload row');
  return { id, key };
}

async function placeWith(id: string) {
  const item = await w.item({ isPrescriptionRequired: 1 });
  return client.place(customer, buyNowBody(item.id, 1, { order_attachment: [id] }));
}

async function isKept(upload: { id: string; key: string }) {
  return {
    row: (await storageKeyOf(t, upload.id)) !== null,
    file: await isFileStored(app.dataDir, upload.key),
  };
}

/** Runs `statement` in a transaction on `db` and keeps it open (its locks held) until released. */
async function holdLocks(db: Database, statement: SQL) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const done = db.transaction(async (tx) => {
    await tx.execute(statement);
    locked();
    await released;
  });
  await isLocked;
  return async () => {
    release();
    await done;
  };
}

/** Waits until `n` sessions of this database wait for a row lock. */
async function untilWaiting(n: number) {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const result = (await t.db.execute(sql`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`)) as unknown as {
      rows: { n: number }[];
    };
    if ((result.rows[0]?.n ?? 0) >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never saw ${n} sessions waiting for a lock`);
}

const lockPrescription = (id: string) =>
  sql`select 1 from ${prescriptions} where ${prescriptions.uploadId} = ${id} for update`;

describe('uploads nothing took', () => {
  it('are removed after the grace period, record and then file, by the housekeeping round', async () => {
    const abandoned = await uploadPrescription();
    expect(await isKept(abandoned)).toEqual({ row: true, file: true });

    const round = await runSweeps({ ...t.deps, clock: { now: () => hoursFromNow(t, 25) } });
    expect(round.uploads).toBe(1);
    expect(await isKept(abandoned)).toEqual({ row: false, file: false });
    // The prescription went with it: an order naming it is asked for the image again.
    const placed = await placeWith(abandoned.id);
    expect(placed.statusCode).toBe(422);
    expect(ErrorEnvelopeSchema.parse(placed.json()).errors).toContainEqual({
      code: 'order_attachment',
      message: PRESCRIPTION_REQUIRED_MESSAGE,
    });
  });

  it('stay while inside the grace period, and an attached one stays for good', async () => {
    const ordered = await uploadPrescription();
    const placed = await placeWith(ordered.id);
    expect(placed.statusCode, placed.body).toBe(200);
    const fresh = await uploadPrescription();

    expect((await sweepUploadsAt(t, hoursFromNow(t, 23))).uploads).toBe(0);
    expect(await isKept(fresh)).toEqual({ row: true, file: true });

    expect((await sweepUploadsAt(t, hoursFromNow(t, 24 * 30))).uploads).toBe(1);
    expect(await isKept(fresh)).toEqual({ row: false, file: false });
    expect(await isKept(ordered)).toEqual({ row: true, file: true });
    const orderId = OrderPlacedSchema.parse(placed.json()).order_id;
    const track = OrderTrackSchema.parse(
      (await client.get(customer, orderTrack, { order_id: orderId })).json(),
    );
    const file = await t.app.inject({
      method: 'GET',
      url: (track.order_attachment_full_url[0] ?? '').replace(/^https?:\/\/[^/]+/, ''),
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(file.statusCode).toBe(200);
  });

  it('follow UPLOAD_GRACE_HOURS', async () => {
    const upload = await uploadPrescription();
    const shortGrace = { ...t.env, UPLOAD_GRACE_HOURS: 2 };
    const sweep = (hours: number) =>
      runSweeps({ db: t.db, env: shortGrace, clock: { now: () => hoursFromNow(t, hours) } });
    expect((await sweep(1)).uploads).toBe(0);
    expect((await sweep(3)).uploads).toBe(1);
    expect(await isKept(upload)).toEqual({ row: false, file: false });
  });

  it('are removed once each by sweeps running at the same moment in several workers', async () => {
    const png = await buildImage('image/png');
    const orphans = await Promise.all(
      Array.from({ length: 24 }, () =>
        saveImageUpload(t.deps, png, {
          purpose: 'chat_image',
          ownerUserId: null,
          access: 'owner',
          field: 'images',
        }),
      ),
    );
    const at = hoursFromNow(t);
    const sweeps = await Promise.all([
      sweepUploadsAt(t, at),
      sweepUploadsAt(t, at, other.db),
      sweepUploadsAt(t, at, other.db),
      sweepUploadsAt(t, at),
    ]);
    expect(sweeps.reduce((sum, s) => sum + s.uploads, 0)).toBe(orphans.length);
    expect(sweeps.flatMap((s) => s.filesLeft)).toEqual([]);
    for (const row of orphans) {
      expect(await isKept({ id: row.id, key: row.storageKey })).toEqual({
        row: false,
        file: false,
      });
    }
  });
});

describe('an order taking a prescription while the sweep runs', () => {
  it('keeps it when the order took it first: the sweep skips the locked upload', async () => {
    const upload = await uploadPrescription();
    // The place marks the upload first, then waits here for the prescription row.
    const release = await holdLocks(other.db, lockPrescription(upload.id));
    const placing = placeWith(upload.id);
    await untilWaiting(1);

    const swept = await sweepUploadsAt(t);
    expect(swept.uploads).toBe(0);
    await release();

    const placed = await placing;
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await isKept(upload)).toEqual({ row: true, file: true });
    expect((await sweepUploadsAt(t)).uploads).toBe(0);
  });

  it('is refused in the envelope when the sweep took it first, and the file goes only after its record', async () => {
    const upload = await uploadPrescription();
    // The sweep deletes the upload, then waits here to delete its prescription (the cascade).
    const release = await holdLocks(other.db, lockPrescription(upload.id));
    const sweeping = sweepUploadsAt(t);
    await untilWaiting(1);
    const placing = placeWith(upload.id);
    await untilWaiting(2);
    // The record's deletion is not committed yet: the file is still there.
    expect(await isFileStored(app.dataDir, upload.key)).toBe(true);

    await release();
    expect((await sweeping).uploads).toBe(1);
    const placed = await placing;
    expect(placed.statusCode).toBe(422);
    expect(ErrorEnvelopeSchema.parse(placed.json()).errors).toEqual([
      { code: 'order_attachment', message: PRESCRIPTION_REQUIRED_MESSAGE },
    ]);
    expect(await isKept(upload)).toEqual({ row: false, file: false });
    expect(await t.db.select({ id: orders.id }).from(orders)).toEqual([]);
  });
});
