import { PHONE_REQUIRED } from '@marketplace/contract/auth-messages';
import { uploadedFile } from '@marketplace/contract/endpoints/uploads';
import {
  DELIVERY_MAN_APPLICATION_RECEIVED,
  DELIVERY_MAN_EMAIL_TAKEN,
  DELIVERY_MAN_PHONE_TAKEN,
  EARNING_REQUIRED,
  IDENTITY_IMAGE_REQUIRED,
  IDENTITY_NUMBER_INVALID,
  IDENTITY_TYPE_REQUIRED,
  PROFILE_IMAGE_REQUIRED,
  TOO_MANY_IDENTITY_IMAGES,
  VEHICLE_TYPE_REQUIRED,
  ZONE_NOT_FOUND,
} from '@marketplace/contract/partners';
import { IMAGE_FORMAT_MESSAGE } from '@marketplace/contract/uploads';
import { count } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { deliveryManApplications, deliveryMen } from '../../db/schema/partners';
import { uploads } from '../../db/schema/uploads';
import { buildSignedInCustomer } from '../../test/builders/caller';
import { entryRequest } from '../../test/entry-request';
import type { TestApp } from '../../test/test-app';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import { sweepUploadsAt } from '../uploads/testing/upload-sweep-kit';
import {
  deliveryManFields,
  type FormFile,
  fieldErrors,
  type PartnerWorld,
  postDeliveryMan,
} from './testing/partner-forms';
import { usePartnerTestApp } from './testing/partner-test-app';

const kit = usePartnerTestApp({ folder: 'delivery-man-store-test', imageName: 'id.png' });
let t: TestApp;
let world: PartnerWorld;
let png: FormFile;
beforeEach(() => {
  ({ t, world, png } = kit);
});

const countOf = async (table: typeof uploads | typeof deliveryManApplications) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('POST /auth/delivery-man/store', () => {
  it('creates one pending application with the identity images stored privately', async () => {
    const fields = deliveryManFields(world, png);
    const response = await postDeliveryMan(t.app, fields);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: DELIVERY_MAN_APPLICATION_RECEIVED });

    const [row] = await t.db.select().from(deliveryManApplications);
    expect(row).toMatchObject({
      status: 'pending',
      email: fields.email,
      zoneId: world.zone.id,
      vehicleType: 'motorbike',
      earning: 'freelance',
      identityType: 'passport',
      identityNumber: 'P 1234567',
    });
    expect(row?.identityImageIds).toHaveLength(2);
    // The application holds its files: the sweep of uploads nothing took keeps them.
    expect((await sweepUploadsAt(t)).uploads).toBe(0);
    expect(await countOf(uploads)).toBe(3);
    expect(await verifyPassword('secret12', row?.passwordHash ?? null)).toBe(true);
    expect(await t.db.select().from(deliveryMen)).toEqual([]);
  });

  it("reads the API contract's bracketed identity_image[] like identity_image, within the same limit", async () => {
    const { identity_image: images, ...rest } = deliveryManFields(world, png);
    const bracketed = await postDeliveryMan(t.app, { ...rest, 'identity_image[]': images });
    expect(bracketed.statusCode, bracketed.body).toBe(200);
    const [row] = await t.db.select().from(deliveryManApplications);
    expect(row?.identityImageIds).toHaveLength(2);

    const mixed = await postDeliveryMan(t.app, {
      ...deliveryManFields(world, png),
      identity_image: [png, png],
      'identity_image[]': [png, png],
    });
    expect(fieldErrors(mixed)).toEqual({ identity_image: TOO_MANY_IDENTITY_IMAGES });
  });

  it('never lets anyone read the identity images: not a visitor, not a signed-in customer', async () => {
    await postDeliveryMan(t.app, deliveryManFields(world, png));
    const [row] = await t.db.select().from(deliveryManApplications);
    const customer = await buildSignedInCustomer(t.db);
    const ids = [...(row?.identityImageIds ?? []), row?.imageUploadId];
    expect(ids).toHaveLength(3);
    for (const id of ids) {
      const params = { id: String(id) };
      const anonymous = await t.app.inject(entryRequest(uploadedFile, { params }));
      expect(anonymous.statusCode).toBe(404);
      const signedIn = await t.app.inject(
        entryRequest(uploadedFile, {
          params,
          headers: { authorization: `Bearer ${customer.token}` },
        }),
      );
      expect(signedIn.statusCode).toBe(404);
      const forged = await t.app.inject(
        entryRequest(uploadedFile, {
          params,
          query: { expires: Math.floor(Date.now() / 1000) + 60, signature: 'forged' },
        }),
      );
      expect(forged.statusCode).toBe(404);
    }
  });

  it('answers every failing field with its message, and stores nothing', async () => {
    const response = await postDeliveryMan(t.app, {
      ...deliveryManFields(world, png),
      phone: '',
      vehicle_type: 'rocket',
      earning: '3',
      identity_type: 'library_card',
      identity_number: '12',
      identity_image: undefined,
      image: undefined,
    });
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toMatchObject({
      phone: PHONE_REQUIRED,
      vehicle_type: VEHICLE_TYPE_REQUIRED,
      earning: EARNING_REQUIRED,
      identity_type: IDENTITY_TYPE_REQUIRED,
      identity_number: IDENTITY_NUMBER_INVALID,
      identity_image: IDENTITY_IMAGE_REQUIRED,
      image: PROFILE_IMAGE_REQUIRED,
    });
    expect(await countOf(deliveryManApplications)).toBe(0);
    expect(await countOf(uploads)).toBe(0);
  });

  it('takes at most three identity images and refuses an unknown zone', async () => {
    const four = await postDeliveryMan(t.app, {
      ...deliveryManFields(world, png),
      identity_image: [png, png, png, png],
    });
    expect(fieldErrors(four)).toEqual({ identity_image: TOO_MANY_IDENTITY_IMAGES });
    const noZone = await postDeliveryMan(t.app, {
      ...deliveryManFields(world, png),
      zone_id: '424242',
    });
    expect(fieldErrors(noZone)).toEqual({ zone_id: ZONE_NOT_FOUND });
    expect(await countOf(uploads)).toBe(0);
  });

  it('refuses a PDF among the identity images and keeps none of the others', async () => {
    const pdf = {
      bytes: Buffer.from('%PDF-1.4\n%\xe2\xe3\n'),
      name: 'passport.jpg',
      type: 'image/jpeg',
    };
    const response = await postDeliveryMan(t.app, {
      ...deliveryManFields(world, png),
      identity_image: [png, pdf],
    });
    expect(fieldErrors(response)).toEqual({ identity_image: IMAGE_FORMAT_MESSAGE });
    expect(await countOf(uploads)).toBe(0);
    expect(await countOf(deliveryManApplications)).toBe(0);
  });

  it('a contact held by a delivery man or a pending application answers 422', async () => {
    const fields = deliveryManFields(world, png);
    expect((await postDeliveryMan(t.app, fields)).statusCode).toBe(200);
    const again = await postDeliveryMan(t.app, fields);
    expect(fieldErrors(again)).toEqual({
      email: DELIVERY_MAN_EMAIL_TAKEN,
      phone: DELIVERY_MAN_PHONE_TAKEN,
    });

    const other = deliveryManFields(world, png);
    await t.db.insert(deliveryMen).values({
      fName: 'Old',
      email: 'someone@example.test',
      phone: String(other.phone),
      passwordHash: await hashPassword('whatever1'),
      zoneId: world.zone.id,
      vehicleType: 'car',
      earning: 'salaried',
      identityType: 'nid',
      identityNumber: '1234567',
    });
    expect(fieldErrors(await postDeliveryMan(t.app, other))).toEqual({
      phone: DELIVERY_MAN_PHONE_TAKEN,
    });
  });

  it('concurrent double submits create one application', async () => {
    const fields = deliveryManFields(world, png);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => postDeliveryMan(t.app, fields)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422, 422, 422]);
    expect(await countOf(deliveryManApplications)).toBe(1);
    expect(await countOf(uploads)).toBe(3);
  });
});
