import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { EMAIL_REQUIRED, PASSWORD_TOO_SHORT } from '@marketplace/contract/auth-messages';
import { apiPath } from '@marketplace/contract/endpoint';
import { vendorRegister } from '@marketplace/contract/endpoints/partners';
import { uploadedFile } from '@marketplace/contract/endpoints/uploads';
import {
  COVER_PHOTO_REQUIRED,
  DELIVERY_TIME_RANGE,
  LOCATION_OUTSIDE_ZONE,
  LOGO_REQUIRED,
  MODULE_NOT_FOR_STORES,
  MODULE_NOT_IN_ZONE,
  STORE_NAME_TOO_LONG,
  TAX_INVALID,
  VENDOR_APPLICATION_RECEIVED,
  VENDOR_EMAIL_TAKEN,
  VENDOR_PHONE_TAKEN,
  ZONE_NOT_FOUND,
} from '@marketplace/contract/partners';
import { IMAGE_FORMAT_MESSAGE } from '@marketplace/contract/uploads';
import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { vendorApplications, vendors } from '../../db/schema/partners';
import { stores } from '../../db/schema/stores';
import { uploads } from '../../db/schema/uploads';
import { buildImage, buildImageWithMetadata, PLANTED_METADATA } from '../../test/builders/images';
import { entryRequest } from '../../test/entry-request';
import type { TestApp } from '../../test/test-app';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import { sweepUploadsAt } from '../uploads/testing/upload-sweep-kit';
import {
  type FormFile,
  fieldErrors,
  type PartnerWorld,
  postVendor,
  vendorFields,
} from './testing/partner-forms';
import { usePartnerTestApp } from './testing/partner-test-app';

const kit = usePartnerTestApp({ folder: 'vendor-register-test', imageName: 'logo.png' });
let t: TestApp;
let world: PartnerWorld;
let png: FormFile;
beforeEach(async () => {
  ({ t, world, png } = kit);
  await rm(join(kit.dataDir, 'uploads'), { recursive: true, force: true });
});

const countOf = async (table: typeof uploads | typeof vendorApplications | typeof stores) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;

async function storedFiles(): Promise<string[]> {
  const walk = async (dir: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const nested = await Promise.all(
      entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)])),
    );
    return nested.flat();
  };
  return walk(join(kit.dataDir, 'uploads'));
}

describe('POST /auth/vendor/register', () => {
  it('creates one pending application, never a store, with a hashed password and private files', async () => {
    const fields = vendorFields(world, png);
    const storesBefore = await countOf(stores);
    const response = await postVendor(t.app, fields);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: VENDOR_APPLICATION_RECEIVED });

    const [row] = await t.db.select().from(vendorApplications);
    expect(row).toMatchObject({
      status: 'pending',
      email: fields.email,
      storeName: 'Ana Bakes',
      translations: { es: { name: 'Ana Hornea' }, fr: { address: '1 rue de la Farine' } },
      tax: 7.5,
      deliveryTime: '20-30 min',
      zoneId: world.zone.id,
      moduleId: world.module.id,
    });
    expect(row?.passwordHash).not.toContain('secret12');
    expect(await verifyPassword('secret12', row?.passwordHash ?? null)).toBe(true);
    expect(await countOf(stores)).toBe(storesBefore);
    expect(await t.db.select().from(vendors)).toEqual([]);

    // The application holds its files: the sweep of uploads nothing took keeps them.
    expect((await sweepUploadsAt(t)).uploads).toBe(0);
    const files = await t.db.select().from(uploads);
    expect(files.map((f) => f.access)).toEqual(['owner', 'owner']);
    for (const file of files) {
      const read = await t.app.inject(entryRequest(uploadedFile, { params: { id: file.id } }));
      expect(read.statusCode).toBe(404);
    }
  });

  it('stores the logo re-encoded, without the metadata it came with', async () => {
    const tagged = {
      bytes: await buildImageWithMetadata('image/jpeg'),
      name: 'logo.jpg',
      type: 'image/jpeg',
    };
    const response = await postVendor(t.app, { ...vendorFields(world, png), logo: tagged });
    expect(response.statusCode, response.body).toBe(200);
    const { readFile } = await import('node:fs/promises');
    for (const path of await storedFiles()) {
      expect((await readFile(path)).includes(Buffer.from(PLANTED_METADATA))).toBe(false);
    }
  });

  it('answers every failing field with its message, and stores nothing', async () => {
    const response = await postVendor(t.app, {
      ...vendorFields(world, png),
      email: '',
      password: '123',
      store_name: 'x'.repeat(101),
      tax: '120',
      delivery_time: '40-30 min',
      logo: undefined,
      cover_photo: undefined,
    });
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toMatchObject({
      email: EMAIL_REQUIRED,
      password: PASSWORD_TOO_SHORT,
      store_name: STORE_NAME_TOO_LONG,
      tax: TAX_INVALID,
      delivery_time: DELIVERY_TIME_RANGE,
      logo: LOGO_REQUIRED,
      cover_photo: COVER_PHOTO_REQUIRED,
    });
    expect(await countOf(vendorApplications)).toBe(0);
    expect(await countOf(uploads)).toBe(0);
  });

  it('checks the zone, the module and that the location lies inside the zone', async () => {
    const outside = await postVendor(t.app, { ...vendorFields(world, png), latitude: '12.5' });
    expect(fieldErrors(outside)).toEqual({ latitude: LOCATION_OUTSIDE_ZONE });

    const notServed = await postVendor(t.app, {
      ...vendorFields(world, png),
      module_id: String(world.elsewhere.id),
    });
    expect(fieldErrors(notServed)).toEqual({ module_id: MODULE_NOT_IN_ZONE });

    const parcel = await postVendor(t.app, {
      ...vendorFields(world, png),
      module_id: String(world.parcel.id),
    });
    expect(fieldErrors(parcel)).toEqual({ module_id: MODULE_NOT_FOR_STORES });

    const noZone = await postVendor(t.app, { ...vendorFields(world, png), zone_id: '999999' });
    expect(fieldErrors(noZone)).toMatchObject({ zone_id: ZONE_NOT_FOUND });
    expect(await countOf(vendorApplications)).toBe(0);
    expect(await countOf(uploads)).toBe(0);
  });

  it.each([
    ['a PDF renamed to .png', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'cover.png'],
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'cover.png',
    ],
    ['an empty file', Buffer.alloc(0), 'cover.gif'],
  ])('refuses %s as the cover and keeps not even the good logo', async (_, bytes, name) => {
    const response = await postVendor(t.app, {
      ...vendorFields(world, png),
      cover_photo: { bytes, name, type: 'image/png' },
    });
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toEqual({ cover_photo: IMAGE_FORMAT_MESSAGE });
    expect(await countOf(uploads)).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });

  it('removes the stored logo when the cover fails later, at re-encoding', async () => {
    // A PNG whose header passes the byte check but whose image data is cut off.
    const cut = { bytes: (await buildImage('image/png')).subarray(0, 40), name: 'cover.png' };
    const response = await postVendor(t.app, { ...vendorFields(world, png), cover_photo: cut });
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toEqual({ cover_photo: IMAGE_FORMAT_MESSAGE });
    expect(await countOf(uploads)).toBe(0);
    expect(await storedFiles()).toEqual([]);
    expect(await countOf(vendorApplications)).toBe(0);
  });

  it('refuses a file over 2 MB with 422 on its field', async () => {
    const big = { bytes: new Uint8Array(2 * 1024 * 1024 + 10), name: 'logo.png' };
    const response = await postVendor(t.app, { ...vendorFields(world, png), logo: big });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(fieldErrors(response))).toContain('logo');
    expect(await countOf(uploads)).toBe(0);
  });

  it('answers bad bodies with 4xx, never 5xx', async () => {
    const url = apiPath(vendorRegister);
    const cases = [
      { headers: { 'content-type': 'multipart/form-data; boundary=xyz' }, payload: 'garbage' },
      { headers: { 'content-type': 'multipart/form-data' }, payload: '--x\r\n' },
      { headers: { 'content-type': 'application/json' }, payload: '{"f_name":' },
      {
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ logo: 'x', tax: {} }),
      },
      { headers: { 'content-type': 'text/plain' }, payload: 'hello' },
    ];
    for (const c of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        ...c,
        remoteAddress: '10.99.0.1',
      });
      expect(response.statusCode, `${c.payload}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${c.payload}: ${response.body}`).toBeLessThan(500);
    }
    const huge = await postVendor(t.app, {
      ...vendorFields(world, png),
      store_name: 'x'.repeat(70_000),
    });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    const wrongTypes = await postVendor(t.app, {
      ...vendorFields(world, png),
      latitude: 'north',
      zone_id: '1.5',
      tax: 'lots',
      logo: 'not a file',
    });
    expect(wrongTypes.statusCode).toBe(422);
    expect(Object.keys(fieldErrors(wrongTypes)).sort()).toEqual([
      'latitude',
      'logo',
      'tax',
      'zone_id',
    ]);
    expect(await countOf(vendorApplications)).toBe(0);
  });
});

describe('duplicates', () => {
  it('a contact with a pending application answers 422 on email and phone', async () => {
    const fields = vendorFields(world, png);
    expect((await postVendor(t.app, fields)).statusCode).toBe(200);
    const again = await postVendor(t.app, {
      ...fields,
      email: String(fields.email).toUpperCase(),
      phone: `${fields.phone}`.replace('+1666', '+1 666 '),
    });
    expect(again.statusCode).toBe(422);
    expect(fieldErrors(again)).toEqual({ email: VENDOR_EMAIL_TAKEN, phone: VENDOR_PHONE_TAKEN });
    expect(await countOf(vendorApplications)).toBe(1);
    expect(await countOf(uploads)).toBe(2);
  });

  it('a contact of an existing vendor answers 422', async () => {
    const fields = vendorFields(world, png);
    await t.db.insert(vendors).values({
      fName: 'Old',
      email: String(fields.email),
      phone: '+19990000001',
      passwordHash: await hashPassword('whatever1'),
    });
    const response = await postVendor(t.app, fields);
    expect(fieldErrors(response)).toEqual({ email: VENDOR_EMAIL_TAKEN });
  });

  it('a rejected application does not hold the contact', async () => {
    const fields = vendorFields(world, png);
    await postVendor(t.app, fields);
    await t.db.update(vendorApplications).set({ status: 'rejected' });
    expect((await postVendor(t.app, fields)).statusCode).toBe(200);
    expect(await countOf(vendorApplications)).toBe(2);
  });

  it('concurrent double submits create one application and leave no stray files', async () => {
    const fields = vendorFields(world, png);
    const answers = await Promise.all(Array.from({ length: 4 }, () => postVendor(t.app, fields)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 422, 422, 422]);
    for (const answer of answers.filter((a) => a.statusCode === 422)) {
      expect(Object.keys(fieldErrors(answer))).toContain('email');
    }
    const rows = await t.db
      .select()
      .from(vendorApplications)
      .where(eq(vendorApplications.email, String(fields.email)));
    expect(rows).toHaveLength(1);
    expect(await countOf(uploads)).toBe(2);
    expect(await storedFiles()).toHaveLength(2);
  });
});
