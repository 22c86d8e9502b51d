import { AuthResultSchema } from '@marketplace/contract/auth-answers';
import * as authEndpoints from '@marketplace/contract/endpoints/auth';
import * as customerEndpoints from '@marketplace/contract/endpoints/customer';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accessTokens } from '../../db/schema/auth';
import { cartLines } from '../../db/schema/cart';
import { users } from '../../db/schema/customers';
import { DEMO_CUSTOMER, hashPassword as seedHashPassword } from '../../db/seed/customers';
import { buildGuest } from '../../test/builders/caller';
import { buildSettings } from '../../test/builders/settings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildCustomer, buildGuestCartLine, call, lastMessageTo, nextIp } from './auth-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { DEMO_OTP: 'on' } });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await buildSettings(t.db);
});

const login = (body: Record<string, unknown>, ip?: string) =>
  call(t.app, authEndpoints.login, { login_type: 'manual', ...body }, { ip });

describe('POST /auth/login, manual', () => {
  it('signs in the demo customer with the seed password hash', async () => {
    await buildCustomer(t.db, {
      email: DEMO_CUSTOMER.email,
      phone: DEMO_CUSTOMER.phone,
      passwordHash: seedHashPassword(DEMO_CUSTOMER.password),
      isPhoneVerified: 1,
      isEmailVerified: 1,
    });
    const response = await login({
      email_or_phone: 'demo@example.com',
      password: 'demo1234',
      field_type: 'email',
    });
    expect(response.statusCode).toBe(200);
    const body = AuthResultSchema.parse(response.json());
    expect(body).toMatchObject({
      is_personal_info: 1,
      is_phone_verified: 1,
      is_email_verified: 1,
      is_exist_user: null,
      email: 'demo@example.com',
    });
    expect(body.token).toEqual(expect.any(String));
  });

  it('signs in by phone number too, however it is spaced', async () => {
    const customer = await buildCustomer(t.db, { phone: '+15550001111' });
    const response = await login({
      email_or_phone: '+1 555 000 1111',
      password: customer.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().token).toEqual(expect.any(String));
  });

  it('answers a wrong password and an unknown account with the same generic 401', async () => {
    const customer = await buildCustomer(t.db);
    const wrong = await login({ email_or_phone: customer.email, password: 'wrong-password' });
    const unknown = await login({ email_or_phone: 'nobody@example.com', password: 'whatever1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      errors: [{ code: 'auth-001', message: 'Credentials do not match.' }],
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('validates the form with the spec words', async () => {
    const response = await login({ email_or_phone: 'hello', password: '123' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { code: 'email_or_phone', message: 'Must be a valid email or phone number' },
      { code: 'password', message: 'Password is too short - should be 6 chars minimum.' },
    ]);
  });

  it('tells a blocked customer, once the password is right, that the account is inactive', async () => {
    const customer = await buildCustomer(t.db, { status: 0 });
    const wrong = await login({ email_or_phone: customer.email, password: 'wrong-password' });
    expect(wrong.json().errors[0].message).toBe('Credentials do not match.');
    const right = await login({ email_or_phone: customer.email, password: customer.password });
    expect(right.statusCode).toBe(403);
    expect(right.json().errors[0].message).toBe('Your account is inactive');
  });

  it("moves the guest's cart lines to the customer in the sign-in", async () => {
    const customer = await buildCustomer(t.db);
    const guestId = await buildGuest(t.db);
    const line = await buildGuestCartLine(t.db, guestId);
    const response = await login({
      email_or_phone: customer.email,
      password: customer.password,
      guest_id: guestId,
    });
    expect(response.statusCode).toBe(200);
    const [moved] = await t.db.select().from(cartLines).where(eq(cartLines.id, line.id));
    expect(moved).toMatchObject({ userId: customer.id, guestId: null });
  });

  it('does not move anything for a guest id the server never issued', async () => {
    const customer = await buildCustomer(t.db);
    const response = await login({
      email_or_phone: customer.email,
      password: customer.password,
      guest_id: 'made-up-guest',
    });
    expect(response.statusCode).toBe(200);
    expect(await t.db.select().from(cartLines)).toEqual([]);
  });

  it('answers 403 when manual login is switched off', async () => {
    await buildSettings(t.db, { manual_login_status: 0 });
    const customer = await buildCustomer(t.db);
    const response = await login({ email_or_phone: customer.email, password: customer.password });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toEqual([
      { code: 'login_type', message: 'Login with email or phone and password is not enabled.' },
    ]);
  });

  it('sends an e-mail code instead of a token while the e-mail is unverified', async () => {
    await buildSettings(t.db, { email_verification_status: 1 });
    const customer = await buildCustomer(t.db, { isEmailVerified: 0 });
    const response = await login({ email_or_phone: customer.email, password: customer.password });
    const body = AuthResultSchema.parse(response.json());
    expect(body).toMatchObject({ token: null, is_email_verified: 0, verification_on: 'email' });
    const { code, subject } = await lastMessageTo(t.db, customer.email ?? '');
    expect(subject).toContain('verification code');
    // Demo mode shows the same code, for the demo storefront (spec 02 §9).
    expect(body.demo_otp).toBe(code);

    const verified = await call(t.app, authEndpoints.verifyPhone, {
      email: customer.email,
      otp: code,
      verification_type: 'email',
      login_type: 'manual',
    });
    expect(verified.json()).toMatchObject({ is_email_verified: 1 });
    expect(verified.json().token).toEqual(expect.any(String));
  });
});

describe('login rate limits (429 with Retry-After)', () => {
  it('blocks an account after 10 failed passwords, even from other addresses', async () => {
    const customer = await buildCustomer(t.db);
    for (let i = 0; i < 10; i++) {
      const response = await login({ email_or_phone: customer.email, password: 'wrong-pass' });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login({ email_or_phone: customer.email, password: customer.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errors[0].code).toBe('too_many_requests');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('limits login requests per IP address', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await login(
        { email_or_phone: `x${i}@example.com`, password: 'whatever' },
        ip,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    const other = await login({ email_or_phone: 'y@example.com', password: 'whatever' });
    expect(other.statusCode).toBe(401);
  });
});

describe('bearer tokens', () => {
  async function signIn() {
    const customer = await buildCustomer(t.db);
    const response = await login({ email_or_phone: customer.email, password: customer.password });
    return { customer, token: response.json().token as string };
  }

  it('logout revokes the token', async () => {
    const { token } = await signIn();
    const logout = await call(t.app, authEndpoints.logout, undefined, { token });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'Logout successful.' });
    const after = await call(t.app, customerEndpoints.customerInfo, undefined, {
      method: 'GET',
      token,
    });
    expect(after.statusCode).toBe(401);
    const [row] = await t.db.select().from(accessTokens);
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it("an expired token answers 401 'Your token has been expired'", async () => {
    const { token } = await signIn();
    await t.db.update(accessTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await call(t.app, customerEndpoints.customerInfo, undefined, {
      method: 'GET',
      token,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      errors: [{ code: 'auth-001', message: 'Your token has been expired' }],
    });
  });

  it("a blocked customer's token answers 401 'Your account is inactive'", async () => {
    const { customer, token } = await signIn();
    await t.db.update(users).set({ status: 0 }).where(eq(users.id, customer.id));
    const response = await call(t.app, customerEndpoints.customerInfo, undefined, {
      method: 'GET',
      token,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].message).toBe('Your account is inactive');
  });

  it('logout without a token is a 401', async () => {
    const response = await call(t.app, authEndpoints.logout);
    expect(response.statusCode).toBe(401);
  });
});
