import { AuthResultSchema } from '@marketplace/contract/auth-answers';
import * as authEndpoints from '@marketplace/contract/endpoints/auth';
import * as customerEndpoints from '@marketplace/contract/endpoints/customer';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accessTokens } from '../../db/schema/auth';
import { cartLines } from '../../db/schema/cart';
import { users } from '../../db/schema/customers';
import { buildGuest } from '../../test/builders/caller';
import { buildSettings } from '../../test/builders/settings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildCustomer, buildGuestCartLine, call, lastMessageTo } from './auth-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await buildSettings(t.db);
});

const valid = {
  name: 'Ana Lopez',
  email: 'ana@example.com',
  phone: '+15551234567',
  password: 'secret123',
  confirm_password: 'secret123',
};

describe('POST /auth/sign-up validation (spec 01 §5)', () => {
  it('answers 422 with one entry per field, in the spec words', async () => {
    const response = await call(t.app, authEndpoints.signUp, {});
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { code: 'name', message: 'First name is required' },
      { code: 'email', message: 'Email is required' },
      { code: 'phone', message: 'phone number required' },
      { code: 'password', message: 'Password is required' },
      { code: 'confirm_password', message: 'Confirm Password' },
    ]);
  });

  it('rejects a bad e-mail, a short phone, a short password and a mismatch', async () => {
    const response = await call(t.app, authEndpoints.signUp, {
      name: 'Ana',
      email: 'not-an-email',
      phone: '12345',
      password: 'abc',
      confirm_password: 'abd',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { code: 'email', message: 'Must be a valid email' },
      { code: 'phone', message: 'Number must be 10 digits' },
      { code: 'password', message: 'Password is too short - should be 6 chars minimum.' },
      { code: 'confirm_password', message: 'Passwords must match' },
    ]);
  });

  it('refuses an e-mail longer than 255 characters', async () => {
    const email = `${'a'.repeat(250)}@example.com`;
    const response = await call(t.app, authEndpoints.signUp, { ...valid, email });
    expect(response.json().errors).toEqual([{ code: 'email', message: 'Must be a valid email' }]);
  });
});

describe('POST /auth/sign-up', () => {
  it('creates the customer, signs them in, and stores neither password nor token in clear', async () => {
    const response = await call(t.app, authEndpoints.signUp, valid);
    expect(response.statusCode).toBe(200);
    const body = AuthResultSchema.parse(response.json());
    expect(body).toMatchObject({
      is_personal_info: 1,
      is_phone_verified: 1,
      is_email_verified: 1,
      is_exist_user: null,
      login_type: 'manual',
      email: 'ana@example.com',
      phone: '+15551234567',
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [user] = await t.db.select().from(users).where(eq(users.email, 'ana@example.com'));
    expect(user).toMatchObject({ fName: 'Ana', lName: 'Lopez', loginMedium: 'manual' });
    expect(user?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(user?.passwordHash).not.toContain('secret123');
    const tokens = await t.db.select().from(accessTokens);
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.tokenHash).not.toBe(body.token);

    const info = await call(t.app, customerEndpoints.customerInfo, undefined, {
      method: 'GET',
      token: body.token ?? '',
    });
    expect(info.json()).toMatchObject({ f_name: 'Ana', email: 'ana@example.com' });
  });

  it('says which of e-mail and phone is taken (case-insensitive e-mail)', async () => {
    await buildCustomer(t.db, { email: 'ana@example.com', phone: '+15551234567' });
    const response = await call(t.app, authEndpoints.signUp, {
      ...valid,
      email: 'ANA@example.com',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { code: 'email', message: 'The email has already been taken.' },
      { code: 'phone', message: 'The phone has already been taken.' },
    ]);
  });

  it('lets exactly one of two concurrent sign-ups with the same e-mail succeed', async () => {
    const [a, b] = await Promise.all([
      call(t.app, authEndpoints.signUp, valid),
      call(t.app, authEndpoints.signUp, { ...valid, phone: '+15559876543' }),
    ]);
    const statuses = [a?.statusCode, b?.statusCode].sort();
    expect(statuses).toEqual([200, 422]);
    const loser = a?.statusCode === 422 ? a : b;
    expect(loser?.json().errors[0]).toEqual({
      code: 'email',
      message: 'The email has already been taken.',
    });
    expect(await t.db.select({ id: users.id }).from(users)).toHaveLength(1);
  });

  it("moves the guest's cart lines to the new customer", async () => {
    const guestId = await buildGuest(t.db);
    const line = await buildGuestCartLine(t.db, guestId);
    const response = await call(t.app, authEndpoints.signUp, { ...valid, guest_id: guestId });
    expect(response.statusCode).toBe(200);
    const [user] = await t.db.select().from(users);
    const [moved] = await t.db.select().from(cartLines).where(eq(cartLines.id, line.id));
    expect(moved).toMatchObject({ userId: user?.id, guestId: null, quantity: 2 });
  });

  it('ignores a referral code unless wallet and referral earning are both on', async () => {
    const referrer = await buildCustomer(t.db, { refCode: 'FRIEND1' });
    await buildSettings(t.db, { ref_earning_status: 0 });
    const off = await call(t.app, authEndpoints.signUp, { ...valid, ref_code: 'NOPE' });
    expect(off.statusCode).toBe(200);
    await buildSettings(t.db);
    const bad = await call(t.app, authEndpoints.signUp, {
      ...valid,
      email: 'b@example.com',
      phone: '+15550009999',
      ref_code: 'NOPE',
    });
    expect(bad.json().errors).toEqual([
      { code: 'ref_code', message: 'The referral code is not valid.' },
    ]);
    const good = await call(t.app, authEndpoints.signUp, {
      ...valid,
      email: 'b@example.com',
      phone: '+15550009999',
      ref_code: 'friend1',
    });
    expect(good.statusCode).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'b@example.com'));
    expect(user?.refBy).toBe(referrer.id);
  });

  it('answers 403 when manual login is switched off', async () => {
    await buildSettings(t.db, { manual_login_status: 0 });
    const response = await call(t.app, authEndpoints.signUp, valid);
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('login_type');
  });
});

describe('sign-up with phone verification on (spec 01 §4)', () => {
  it('holds the token back until the code sent to the phone is verified', async () => {
    await buildSettings(t.db, { phone_verification_status: 1, demo: false });
    const guestId = await buildGuest(t.db);
    const line = await buildGuestCartLine(t.db, guestId);
    const response = await call(t.app, authEndpoints.signUp, { ...valid, guest_id: guestId });
    const body = AuthResultSchema.parse(response.json());
    expect(body).toMatchObject({ token: null, is_phone_verified: 0, verification_on: 'phone' });
    expect(body.demo_otp).toBeUndefined();

    const { code } = await lastMessageTo(t.db, '+15551234567');
    const verified = await call(t.app, authEndpoints.verifyPhone, {
      phone: '+1 555 123 4567',
      otp: code,
      verification_type: 'phone',
      login_type: 'manual',
      guest_id: guestId,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ is_phone_verified: 1 });
    expect(verified.json().token).toEqual(expect.any(String));
    const [moved] = await t.db.select().from(cartLines).where(eq(cartLines.id, line.id));
    expect(moved?.guestId).toBeNull();
  });
});
