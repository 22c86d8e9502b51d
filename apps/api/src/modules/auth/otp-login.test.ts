import { AuthResultSchema } from '@marketplace/contract/auth-answers';
import * as authEndpoints from '@marketplace/contract/endpoints/auth';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { otpCodes, signInTickets } from '../../db/schema/auth';
import { cartLines } from '../../db/schema/cart';
import { users } from '../../db/schema/customers';
import { buildGuest } from '../../test/builders/caller';
import { buildSettings } from '../../test/builders/settings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { issueAccessToken } from './access-tokens';
import {
  buildCustomer,
  buildGuestCartLine,
  call,
  lastMessageTo,
  nextIp,
  wrongCode,
} from './auth-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { DEMO_OTP: 'on' } });
});
afterAll(() => t.close());
// A new phone per test: the per-contact send counter outlives the database reset.
let PHONE = '';
let phoneCounter = 0;
beforeEach(async () => {
  await t.reset();
  await buildSettings(t.db);
  phoneCounter += 1;
  PHONE = `+1555765${String(phoneCounter).padStart(4, '0')}`;
});

const sendCode = (phone?: string, ip?: string) =>
  call(t.app, authEndpoints.login, { login_type: 'otp', phone: phone ?? PHONE }, { ip });
const submitCode = (otp: string, extra: Record<string, unknown> = {}) =>
  call(t.app, authEndpoints.login, {
    login_type: 'otp',
    phone: PHONE,
    otp,
    verified: true,
    ...extra,
  });

describe('OTP login: the code goes through the outbox', () => {
  it('sends a 6-digit code, stores only its hash, and shows it as the demo hint', async () => {
    const response = await sendCode();
    expect(response.statusCode).toBe(200);
    const body = AuthResultSchema.parse(response.json());
    expect(body).toMatchObject({
      token: null,
      is_phone_verified: 0,
      verification_on: 'phone',
      login_type: 'otp',
      phone: PHONE,
    });
    const message = await lastMessageTo(t.db, PHONE);
    expect(message.channel).toBe('sms');
    expect(message.code).toMatch(/^\d{6}$/);
    expect(body.demo_otp).toBe(message.code);
    const [row] = await t.db.select().from(otpCodes);
    expect(row?.codeHash).not.toContain(message.code);
    expect(JSON.stringify(row)).not.toContain(`"${message.code}"`);
  });

  it('gives no demo hint when the demo setting is off', async () => {
    await buildSettings(t.db, { demo: false });
    const body = (await sendCode()).json();
    expect(body.demo_otp).toBeUndefined();
  });

  it('answers the same whether or not the phone has an account', async () => {
    const unknown = (await sendCode()).json();
    await buildCustomer(t.db, { phone: '+15550002222' });
    const known = (await sendCode('+15550002222')).json();
    const strip = ({ demo_otp: _d, phone: _p, ...rest }: Record<string, unknown>) => rest;
    expect(strip(known)).toEqual(strip(unknown));
  });

  it('creates the account on a first sign-in, asks for personal info, then signs in', async () => {
    await sendCode();
    const { code } = await lastMessageTo(t.db, PHONE);
    const guestId = await buildGuest(t.db);
    const line = await buildGuestCartLine(t.db, guestId);
    const verified = AuthResultSchema.parse((await submitCode(code)).json());
    expect(verified).toMatchObject({ token: null, is_personal_info: 0, is_phone_verified: 1 });
    expect(verified.temp_token).toEqual(expect.any(String));

    const info = await call(t.app, authEndpoints.updateInfo, {
      name: 'Omar Haddad',
      email: 'omar@example.com',
      login_type: 'otp',
      temp_token: verified.temp_token,
      guest_id: guestId,
    });
    expect(info.statusCode).toBe(200);
    const done = AuthResultSchema.parse(info.json());
    expect(done).toMatchObject({ is_personal_info: 1, email: 'omar@example.com', phone: PHONE });
    expect(done.token).toEqual(expect.any(String));
    const [user] = await t.db.select().from(users);
    expect(user).toMatchObject({ fName: 'Omar', lName: 'Haddad', isPhoneVerified: 1 });
    const [moved] = await t.db.select().from(cartLines).where(eq(cartLines.id, line.id));
    expect(moved?.userId).toBe(user?.id);

    // The ticket is single use and stored only as a hash.
    const [ticket] = await t.db.select().from(signInTickets);
    expect(ticket?.tokenHash).not.toBe(verified.temp_token);
    const again = await call(t.app, authEndpoints.updateInfo, {
      name: 'Someone Else',
      login_type: 'otp',
      temp_token: verified.temp_token,
    });
    expect(again.statusCode).toBe(401);
  });

  it('update-info also works with a bearer token, and refuses without either', async () => {
    await sendCode();
    const { code } = await lastMessageTo(t.db, PHONE);
    await submitCode(code);
    const [user] = await t.db.select().from(users);
    const token = await issueAccessToken(t.db, user?.id ?? 0);
    const none = await call(t.app, authEndpoints.updateInfo, { name: 'No One', login_type: 'otp' });
    expect(none.statusCode).toBe(401);
    const named = await call(
      t.app,
      authEndpoints.updateInfo,
      { name: 'Lina', login_type: 'otp' },
      { token },
    );
    expect(named.json()).toMatchObject({ is_personal_info: 1, phone: PHONE });
    expect(named.json().token).toEqual(expect.any(String));
  });

  it('signs an existing customer straight in', async () => {
    const customer = await buildCustomer(t.db, { phone: PHONE });
    await sendCode();
    const { code } = await lastMessageTo(t.db, PHONE);
    const body = AuthResultSchema.parse((await submitCode(code)).json());
    expect(body.token).toEqual(expect.any(String));
    expect(body).toMatchObject({ is_personal_info: 1, email: customer.email });
  });

  it('also accepts the code on /auth/verify-phone (the OTP dialog)', async () => {
    await buildCustomer(t.db, { phone: PHONE });
    await sendCode();
    const { code } = await lastMessageTo(t.db, PHONE);
    const response = await call(t.app, authEndpoints.verifyPhone, {
      phone: PHONE,
      otp: code,
      login_type: 'otp',
      verification_type: 'phone',
    });
    expect(response.json().token).toEqual(expect.any(String));
  });
});

describe('OTP rules (spec 02 §9)', () => {
  it('a code works once', async () => {
    await buildCustomer(t.db, { phone: PHONE });
    await sendCode();
    const { code } = await lastMessageTo(t.db, PHONE);
    expect((await submitCode(code)).statusCode).toBe(200);
    const reused = await submitCode(code);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual([{ code: 'otp', message: 'The code is not valid.' }]);
  });

  it('two requests racing with the same code: exactly one signs in', async () => {
    await buildCustomer(t.db, { phone: PHONE });
    await sendCode();
    const { code } = await lastMessageTo(t.db, PHONE);
    const answers = await Promise.all([submitCode(code), submitCode(code), submitCode(code)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422, 422]);
  });

  it('the fifth wrong code blocks the phone, even for the right code', async () => {
    await sendCode();
    const { code } = await lastMessageTo(t.db, PHONE);
    for (let i = 0; i < 4; i++) {
      const wrong = await submitCode(wrongCode(code));
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors[0].message).toBe('The code is not valid.');
    }
    const fifth = await submitCode(wrongCode(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().errors[0].message).toBe('Too many wrong codes. Please try again later.');
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(60);

    const right = await submitCode(code);
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
    const resend = await sendCode();
    expect(resend.statusCode).toBe(429);
  });

  it('a new code can be asked for only 60 s after the last one', async () => {
    expect((await sendCode()).statusCode).toBe(200);
    const first = await lastMessageTo(t.db, PHONE);
    const early = await sendCode();
    expect(early.statusCode).toBe(429);
    expect(early.json().errors[0].message).toBe(
      'Please wait a minute before asking for another code.',
    );
    const retryAfter = Number(early.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);

    await t.db.update(otpCodes).set({ sentAt: sql`${otpCodes.sentAt} - interval '61 seconds'` });
    expect((await sendCode()).statusCode).toBe(200);
    const second = await lastMessageTo(t.db, PHONE);
    expect(second.id).toBeGreaterThan(first.id);
    if (second.code !== first.code) {
      expect((await submitCode(first.code)).statusCode).toBe(422);
    }
    expect((await submitCode(second.code)).statusCode).toBe(200);
  });

  it('an expired code is refused', async () => {
    await sendCode();
    const { code } = await lastMessageTo(t.db, PHONE);
    await t.db.update(otpCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await submitCode(code);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { code: 'otp', message: 'The code has expired. Please ask for a new one.' },
    ]);
  });

  it('limits code sending per IP address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      expect((await sendCode(`+1555000${String(i).padStart(4, '0')}`, ip)).statusCode).toBe(200);
    }
    const blocked = await sendCode('+15559990000', ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('OTP login settings and validation', () => {
  it('answers 403 when OTP login is switched off', async () => {
    await buildSettings(t.db, { otp_login_status: 0 });
    const response = await sendCode();
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('login_type');
  });

  it('asks for a phone number in the spec words', async () => {
    const missing = await call(t.app, authEndpoints.login, { login_type: 'otp' });
    expect(missing.json().errors).toEqual([
      { code: 'phone', message: 'Please give a phone number' },
    ]);
    const short = await call(t.app, authEndpoints.login, { login_type: 'otp', phone: '+1555' });
    expect(short.json().errors).toEqual([{ code: 'phone', message: 'Number must be 10 digits' }]);
  });

  it("refuses a code that is empty or not 6 digits ('field is empty')", async () => {
    const empty = await call(t.app, authEndpoints.verifyPhone, {
      phone: PHONE,
      otp: '',
      verification_type: 'phone',
    });
    expect(empty.json().errors).toEqual([{ code: 'otp', message: 'field is empty' }]);
  });

  it('firebase verification answers 403 while it is off', async () => {
    const response = await call(t.app, authEndpoints.firebaseVerifyToken, {
      session_info: 'session',
      phone: PHONE,
      otp: '123456',
      login_type: 'otp',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toEqual([
      { code: 'firebase', message: 'Firebase OTP verification is not enabled.' },
    ]);
  });
});
