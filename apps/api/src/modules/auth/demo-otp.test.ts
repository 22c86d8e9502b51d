import * as authEndpoints from '@marketplace/contract/endpoints/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { buildSettings } from '../../test/builders/settings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildCustomer, call } from './auth-test-kit';

// Issue 12 §1: a demo code in the answer is a master key (sign in or reset a password with only a
// phone number or an e-mail), so it needs an explicit start-up setting, never only data.
describe('demo one-time codes need DEMO_OTP=on at start-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    // The business setting alone (the demo seed turns it on) must not show any code.
    await buildSettings(t.db, { demo: true, phone_verification_status: 1 });
  });

  it('shows no code on OTP sign-in', async () => {
    const response = await call(t.app, authEndpoints.login, {
      login_type: 'otp',
      phone: '+15557770001',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('demo_otp');
  });

  it('shows no code on forgot-password, for a known e-mail', async () => {
    const customer = await buildCustomer(t.db, { email: 'victim@example.com' });
    const response = await call(t.app, authEndpoints.forgotPassword, {
      email: customer.email,
      verification_method: 'email',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('demo_otp');
  });

  it('shows no code when a password sign-in asks to verify the phone', async () => {
    const customer = await buildCustomer(t.db, { isPhoneVerified: 0 });
    const response = await call(t.app, authEndpoints.login, {
      login_type: 'manual',
      email_or_phone: customer.email,
      password: customer.password,
    });
    expect(response.json()).toMatchObject({ token: null, verification_on: 'phone' });
    expect(response.json()).not.toHaveProperty('demo_otp');
  });
});

describe('the start-up settings of the demo', () => {
  it('are off unless asked for: no demo seed, no demo codes', () => {
    const env = loadEnv({});
    expect(env.SEED_DEMO).toBe(false);
    expect(env.DEMO_OTP).toBe(false);
  });

  it('refuse demo codes in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DEMO_OTP: 'on' })).toThrow(
      /DEMO_OTP: cannot be turned on in production/,
    );
    expect(loadEnv({ NODE_ENV: 'development', DEMO_OTP: 'on' }).DEMO_OTP).toBe(true);
  });
});
