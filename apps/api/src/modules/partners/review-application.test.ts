import { apiPath } from '@marketplace/contract/endpoint';
import {
  operatorApplicationDecision,
  operatorApplicationList,
} from '@marketplace/contract/endpoints/partners';
import { storeDetails } from '@marketplace/contract/endpoints/stores';
import { uploadedFile } from '@marketplace/contract/endpoints/uploads';

import {
  APPLICATION_ALREADY_DECIDED,
  PartnerApplicationPageSchema,
  PartnerApplicationSchema,
  REJECTION_REASON_REQUIRED,
  VENDOR_EMAIL_TAKEN,
} from '@marketplace/contract/partners';
import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { notificationOutbox } from '../../db/schema/auth';
import {
  deliveryManApplications,
  deliveryMen,
  vendorApplications,
  vendors,
} from '../../db/schema/partners';
import { stores } from '../../db/schema/stores';
import { uploads } from '../../db/schema/uploads';
import { buildSettings } from '../../test/builders/settings';
import { entryRequest } from '../../test/entry-request';
import type { TestApp } from '../../test/test-app';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import {
  deliveryManFields,
  type FormFile,
  fieldErrors,
  OPERATOR_KEY,
  operator,
  type PartnerWorld,
  postDeliveryMan,
  postVendor,
  vendorFields,
} from './testing/partner-forms';
import { usePartnerTestApp } from './testing/partner-test-app';

const kit = usePartnerTestApp({
  folder: 'partner-review-test',
  imageName: 'a.png',
  env: { OPERATOR_KEY },
});
let t: TestApp;
let world: PartnerWorld;
let png: FormFile;
beforeEach(async () => {
  ({ t, world, png } = kit);
  await buildSettings(t.db, { time_zone: 'Asia/Dhaka' });
});

const decide = (
  kind: 'vendor' | 'delivery_man',
  id: number,
  body: Record<string, unknown>,
  key?: string | null,
) => operator(t.app, 'PUT', apiPath(operatorApplicationDecision, { kind, id }), body, key);

async function pendingVendor(fields = vendorFields(world, png)) {
  expect((await postVendor(t.app, fields)).statusCode).toBe(200);
  const [row] = await t.db
    .select()
    .from(vendorApplications)
    .where(eq(vendorApplications.email, String(fields.email)));
  if (!row) throw new Error('no application');
  return row;
}

async function pendingDeliveryMan() {
  const fields = deliveryManFields(world, png);
  expect((await postDeliveryMan(t.app, fields)).statusCode).toBe(200);
  const [row] = await t.db
    .select()
    .from(deliveryManApplications)
    .where(eq(deliveryManApplications.email, String(fields.email)));
  if (!row) throw new Error('no application');
  return row;
}

describe('operator review of partner applications', () => {
  it('needs the operator key', async () => {
    const app = await pendingVendor();
    expect((await decide('vendor', app.id, { action: 'approve' }, null)).statusCode).toBe(401);
    expect((await decide('vendor', app.id, { action: 'approve' }, 'wrong')).statusCode).toBe(401);
    const list = await operator(
      t.app,
      'GET',
      `${apiPath(operatorApplicationList)}?kind=vendor`,
      undefined,
      null,
    );
    expect(list.statusCode).toBe(401);
    expect((await t.db.select().from(vendorApplications))[0]?.status).toBe('pending');
  });

  it('lists pending applications with signed links the operator can open', async () => {
    await pendingDeliveryMan();
    const response = await operator(
      t.app,
      'GET',
      `${apiPath(operatorApplicationList)}?kind=delivery_man`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = PartnerApplicationPageSchema.parse(response.json());
    expect(page.total_size).toBe(1);
    const [application] = page.applications;
    if (application?.kind !== 'delivery_man') throw new Error('expected a delivery man');
    expect(application.identity_image_full_url).toHaveLength(2);
    const link = new URL(application.identity_image_full_url[0] ?? '');
    const read = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
  });

  it('approving a vendor creates the vendor account and a hidden store with the applicant data', async () => {
    const app = await pendingVendor();
    const response = await decide('vendor', app.id, { action: 'approve' });
    expect(response.statusCode, response.body).toBe(200);
    const answer = PartnerApplicationSchema.parse(response.json());
    if (answer.kind !== 'vendor') throw new Error('expected a vendor');
    expect(answer.status).toBe('approved');

    const [store] = await t.db
      .select()
      .from(stores)
      .where(eq(stores.id, answer.store_id ?? 0));
    expect(store).toMatchObject({
      name: 'Ana Bakes',
      status: 0,
      moduleId: world.module.id,
      zoneId: world.zone.id,
      tax: 7.5,
      deliveryTime: '20-30 min',
      translations: app.translations,
      timeZone: 'Asia/Dhaka',
    });
    const [vendor] = await t.db
      .select()
      .from(vendors)
      .where(eq(vendors.id, answer.vendor_id ?? 0));
    expect(vendor).toMatchObject({ email: app.email, phone: app.phone, storeId: store?.id });
    expect(await verifyPassword('secret12', vendor?.passwordHash ?? null)).toBe(true);

    // The store is not shown to customers until it is set up.
    const details = await t.app.inject({
      method: 'GET',
      url: apiPath(storeDetails, { id: store?.id ?? 0 }),
      headers: { moduleId: String(world.module.id), zoneId: JSON.stringify([world.zone.id]) },
    });
    expect(details.statusCode, details.body).toBe(404);
    // Its logo is now public: it is the store's public face.
    const logo = await t.app.inject(
      entryRequest(uploadedFile, { params: { id: String(app.logoUploadId) } }),
    );
    expect(logo.statusCode).toBe(200);

    const [mail] = await t.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.subject, 'Your store application is approved'));
    expect(mail?.recipient).toBe(app.email);
  });

  it('decides once: a second decision is 409 and changes nothing', async () => {
    const app = await pendingVendor();
    const decisions = await Promise.all([
      decide('vendor', app.id, { action: 'approve' }),
      decide('vendor', app.id, { action: 'approve' }),
      decide('vendor', app.id, { action: 'reject', reason: 'Too late' }),
    ]);
    expect(decisions.map((d) => d.statusCode).sort()).toEqual([200, 409, 409]);
    const conflict = decisions.find((d) => d.statusCode === 409);
    expect(conflict?.json().errors[0]).toEqual({
      code: 'application',
      message: APPLICATION_ALREADY_DECIDED,
    });
    expect((await t.db.select({ n: count() }).from(vendors))[0]?.n).toBeLessThanOrEqual(1);
    expect(
      (await t.db.select({ n: count() }).from(stores).where(eq(stores.name, 'Ana Bakes')))[0]?.n,
    ).toBeLessThanOrEqual(1);
  });

  it('rejecting needs a reason, records it and deletes the applicant files', async () => {
    const app = await pendingDeliveryMan();
    const noReason = await decide('delivery_man', app.id, { action: 'reject' });
    expect(fieldErrors(noReason)).toEqual({ reason: REJECTION_REASON_REQUIRED });

    const response = await decide('delivery_man', app.id, {
      action: 'reject',
      reason: 'The passport photo is blurred',
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = PartnerApplicationSchema.parse(response.json());
    expect(answer).toMatchObject({
      status: 'rejected',
      rejection_reason: 'The passport photo is blurred',
    });
    expect(await t.db.select().from(uploads)).toEqual([]);
    expect(await t.db.select().from(deliveryMen)).toEqual([]);
    const [mail] = await t.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.subject, 'Your delivery man application'));
    expect(mail?.body).toContain('The passport photo is blurred');
  });

  it('approving a delivery man creates the delivery man; the identity images stay private', async () => {
    const app = await pendingDeliveryMan();
    const response = await decide('delivery_man', app.id, { action: 'approve' });
    expect(response.statusCode, response.body).toBe(200);
    const [man] = await t.db.select().from(deliveryMen);
    expect(man).toMatchObject({
      email: app.email,
      zoneId: world.zone.id,
      vehicleType: 'motorbike',
      earning: 'freelance',
      identityImageIds: app.identityImageIds,
    });
    for (const id of app.identityImageIds) {
      const read = await t.app.inject(entryRequest(uploadedFile, { params: { id } }));
      expect(read.statusCode).toBe(404);
    }
  });

  it('an approval whose contact an account took meanwhile is 422 and creates nothing', async () => {
    const app = await pendingVendor();
    await t.db.insert(vendors).values({
      fName: 'Other',
      email: app.email,
      phone: '+19990000002',
      passwordHash: await hashPassword('whatever1'),
    });
    const response = await decide('vendor', app.id, { action: 'approve' });
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toEqual({ email: VENDOR_EMAIL_TAKEN });
    expect((await t.db.select().from(vendorApplications))[0]?.status).toBe('pending');
    expect(await t.db.select().from(stores).where(eq(stores.name, 'Ana Bakes'))).toEqual([]);
  });

  it('answers 404 for an unknown application and 422 for an unknown kind', async () => {
    const missing = await decide('vendor', 999_999, { action: 'approve' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].code).toBe('application');
    const kind = await operator(
      t.app,
      'PUT',
      apiPath(operatorApplicationDecision, { kind: 'wizard', id: 1 }),
      {
        action: 'approve',
      },
    );
    expect(kind.statusCode).toBe(422);
  });
});
