import { CustomerInfoSchema } from '@marketplace/contract/customer';
import * as customerEndpoints from '@marketplace/contract/endpoints/customer';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/customers';
import { buildModule } from '../../test/builders/module';
import { buildSettings } from '../../test/builders/settings';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';
import { issueAccessToken } from '../auth/access-tokens';
import { buildCustomer, call } from '../auth/auth-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await buildSettings(t.db);
});

async function signedIn(overrides: Parameters<typeof buildCustomer>[1] = {}) {
  const customer = await buildCustomer(t.db, overrides);
  return { customer, token: await issueAccessToken(t.db, customer.id) };
}

describe('GET /customer/info', () => {
  it("answers the signed-in customer's profile (spec 01 §3 profile fields)", async () => {
    const { customer, token } = await signedIn({
      fName: 'Demo',
      lName: 'Customer',
      image: 'customer/demo.svg',
      walletBalance: 5_025,
      loyaltyPoint: 250,
      isPhoneVerified: 1,
      createdAt: new Date(Date.now() - 90 * 86_400_000 - 1000),
    });
    const response = await call(t.app, customerEndpoints.customerInfo, undefined, {
      method: 'GET',
      token,
    });
    expect(response.statusCode).toBe(200);
    const info = CustomerInfoSchema.parse(response.json());
    expect(info).toEqual({
      id: customer.id,
      f_name: 'Demo',
      l_name: 'Customer',
      phone: customer.phone,
      email: customer.email,
      image_full_url: `${TEST_PUBLIC_URL}/images/customer/demo.svg`,
      is_phone_verified: 1,
      is_email_verified: 0,
      wallet_balance: 50.25,
      loyalty_point: 250,
      ref_code: customer.refCode,
      order_count: 0,
      member_since_days: 90,
      interest: [],
      login_medium: 'manual',
    });
    expect(JSON.stringify(response.json())).not.toContain('scrypt');
  });

  it('needs a bearer token', async () => {
    const response = await call(t.app, customerEndpoints.customerInfo, undefined, {
      method: 'GET',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].code).toBe('auth-001');
  });
});

describe('POST /customer/update-interest', () => {
  it('saves the chosen module ids, once each', async () => {
    const { customer, token } = await signedIn();
    const [first, second] = [await buildModule(t.db), await buildModule(t.db)];
    const response = await call(
      t.app,
      customerEndpoints.updateInterest,
      { interest: [second.id, first.id, second.id] },
      { token },
    );
    expect(response.json()).toEqual({ message: 'Interest updated successfully.' });
    const [user] = await t.db.select().from(users).where(eq(users.id, customer.id));
    expect(user?.interest).toEqual([second.id, first.id]);
  });

  it('accepts the list JSON-encoded, as older clients send it', async () => {
    const { token } = await signedIn();
    const module = await buildModule(t.db);
    const response = await call(
      t.app,
      customerEndpoints.updateInterest,
      { interest: `[${module.id}]` },
      { token },
    );
    expect(response.statusCode).toBe(200);
  });

  it('refuses an id that is not a module on offer and keeps the saved choice', async () => {
    const { customer, token } = await signedIn();
    const food = await buildModule(t.db, { moduleType: 'food' });
    const parcel = await buildModule(t.db, { moduleType: 'parcel' });
    const closed = await buildModule(t.db, { status: 0 });
    await call(t.app, customerEndpoints.updateInterest, { interest: [food.id] }, { token });
    for (const wrong of [99_999, parcel.id, closed.id]) {
      const response = await call(
        t.app,
        customerEndpoints.updateInterest,
        { interest: [food.id, wrong] },
        { token },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([
        { code: 'interest', message: 'Please choose among the modules offered' },
      ]);
    }
    const [user] = await t.db.select().from(users).where(eq(users.id, customer.id));
    expect(user?.interest).toEqual([food.id]);
  });

  it('refuses an empty choice and a guest', async () => {
    const { token } = await signedIn();
    const empty = await call(t.app, customerEndpoints.updateInterest, { interest: [] }, { token });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual([
      { code: 'interest', message: 'Please select at least one interest' },
    ]);
    const guest = await call(t.app, customerEndpoints.updateInterest, { interest: [1] });
    expect(guest.statusCode).toBe(401);
  });
});
