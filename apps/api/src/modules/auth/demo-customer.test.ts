import { AuthResultSchema } from '@marketplace/contract/auth-answers';
import { CustomerInfoSchema } from '@marketplace/contract/customer';
import * as authEndpoints from '@marketplace/contract/endpoints/auth';
import * as customerEndpoints from '@marketplace/contract/endpoints/customer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../db/seed/customers';
import { seedDemoData } from '../../db/seed/seed-demo';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call } from './auth-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { now: new Date() });
});
afterAll(() => t.close());

describe('the demo customer of the seed', () => {
  it('signs in with the published credentials and reads the profile', async () => {
    const login = await call(t.app, authEndpoints.login, {
      login_type: 'manual',
      email_or_phone: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
      field_type: 'email',
    });
    expect(login.statusCode).toBe(200);
    const { token } = AuthResultSchema.parse(login.json());
    expect(token).toEqual(expect.any(String));

    const info = await call(t.app, customerEndpoints.customerInfo, undefined, {
      method: 'GET',
      token: token ?? '',
    });
    const profile = CustomerInfoSchema.parse(info.json());
    expect(profile).toMatchObject({
      email: DEMO_CUSTOMER.email,
      f_name: 'Demo',
      ref_code: DEMO_CUSTOMER.refCode,
    });
    expect(profile.member_since_days).toBeGreaterThanOrEqual(89);
  });
});
