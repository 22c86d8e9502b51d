import { CustomerInfoSchema } from '@marketplace/contract/customer';
import * as accountEndpoints from '@marketplace/contract/endpoints/account';
import * as customerEndpoints from '@marketplace/contract/endpoints/customer';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/customers';
import { uploads } from '../../db/schema/uploads';
import { buildForm, buildImage } from '../../test/builders/images';
import { buildSettings } from '../../test/builders/settings';
import { entryRequest } from '../../test/entry-request';
import { useTempDataDirApp } from '../../test/temp-data-dir-app';
import type { TestApp } from '../../test/test-app';
import { issueAccessToken } from '../auth/access-tokens';
import { buildCustomer } from '../auth/auth-test-kit';
import { sweepUploadsAt } from '../uploads/testing/upload-sweep-kit';

const app = useTempDataDirApp('profile-photo-');
let t: TestApp;
beforeEach(async () => {
  ({ t } = app);
  await t.reset();
  await buildSettings(t.db);
});

async function signedIn() {
  const customer = await buildCustomer(t.db, { fName: 'Ada', lName: 'Lovelace' });
  return { customer, token: await issueAccessToken(t.db, customer.id) };
}

function updateWithPhoto(
  token: string,
  customer: { email: string | null; phone: string | null },
  photo: { bytes: Uint8Array; name: string; type?: string },
) {
  const fields: Record<string, string> = { name: 'Ada Lovelace', button_type: 'update' };
  if (customer.email) fields.email = customer.email;
  if (customer.phone) fields.phone = customer.phone;
  return t.app.inject({
    ...entryRequest(accountEndpoints.updateProfile),
    headers: { authorization: `Bearer ${token}` },
    payload: buildForm(fields, { image: photo }),
  });
}

async function photoUrl(token: string) {
  const response = await t.app.inject({
    ...entryRequest(customerEndpoints.customerInfo),
    headers: { authorization: `Bearer ${token}` },
  });
  return CustomerInfoSchema.parse(response.json()).image_full_url;
}

describe('Edit personal details: the photo (jpg, png, jpeg, gif; max 2 MB)', () => {
  it("saves a new photo alone as a change ('Updated successfully.') and shows it in the profile", async () => {
    const { customer, token } = await signedIn();
    const response = await updateWithPhoto(token, customer, {
      bytes: await buildImage('image/jpeg'),
      name: 'me.jpeg',
      type: 'image/jpeg',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Updated successfully.' });
    // The profile holds it: the sweep of uploads nothing took keeps it past the grace.
    expect((await sweepUploadsAt(t)).uploads).toBe(0);

    const url = await photoUrl(token);
    expect(url).toMatch(/^http:\/\/api\.test\/api\/v1\/uploads\/[0-9a-f-]{36}\.jpg$/);
    const photo = await t.app.inject({
      method: 'GET',
      url: String(url).replace('http://api.test', ''),
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
  });

  it('replaces the old photo: its file and record are gone', async () => {
    const { customer, token } = await signedIn();
    await updateWithPhoto(token, customer, { bytes: await buildImage('image/png'), name: 'a.png' });
    const first = await photoUrl(token);
    await updateWithPhoto(token, customer, { bytes: await buildImage('image/gif'), name: 'b.gif' });
    const second = await photoUrl(token);
    expect(second).not.toBe(first);
    const old = await t.app.inject({
      method: 'GET',
      url: String(first).replace('http://api.test', ''),
    });
    expect(old.statusCode).toBe(404);
    expect(await t.db.select().from(uploads)).toHaveLength(1);
  });

  it("refuses another format with the spec's alert and keeps the profile as it was", async () => {
    const { customer, token } = await signedIn();
    const response = await updateWithPhoto(token, customer, {
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      name: 'me.png',
    });
    expect(response.statusCode).toBe(422);
    expect(ErrorEnvelopeSchema.parse(response.json()).errors[0]).toEqual({
      code: 'image',
      message:
        'This file format is not supported. Please upload JPG, PNG, JPEG, or GIF images only.',
    });
    expect(await photoUrl(token)).toBeNull();
  });

  it('erases the photo with the account', async () => {
    const { customer, token } = await signedIn();
    await updateWithPhoto(token, customer, { bytes: await buildImage('image/png'), name: 'a.png' });
    const url = String(await photoUrl(token));
    const deleted = await t.app.inject({
      ...entryRequest(accountEndpoints.removeAccount),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, customer.id));
    expect(row?.imageUploadId).toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: url.replace('http://api.test', '') })).statusCode,
    ).toBe(404);
  });
});
