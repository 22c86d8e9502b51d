import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as authEndpoints from '@marketplace/contract/endpoints/auth';
import * as customerEndpoints from '@marketplace/contract/endpoints/customer';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accessTokens, notificationOutbox } from '../../db/schema/auth';
import { users } from '../../db/schema/customers';
import { buildSettings } from '../../test/builders/settings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildCustomer, call, lastMessageTo, wrongCode } from './auth-test-kit';

const SENT = { message: 'If an account matches, a verification code has been sent.' };

describe('password recovery by e-mail (spec 02 §4: request, code, new password)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { DEMO_OTP: 'on' } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    await buildSettings(t.db, { demo: false });
  });

  const forgot = (email: string) =>
    call(t.app, authEndpoints.forgotPassword, { email, verification_method: 'email' });

  it('walks the three steps and signs every device out', async () => {
    const customer = await buildCustomer(t.db, { email: 'lost@example.com' });
    const oldSession = await call(t.app, authEndpoints.login, {
      login_type: 'manual',
      email_or_phone: customer.email,
      password: customer.password,
    });
    const oldToken = oldSession.json().token as string;

    const step0 = await forgot('Lost@Example.com');
    expect(step0.statusCode).toBe(200);
    expect(step0.json()).toEqual(SENT);
    const { code, channel } = await lastMessageTo(t.db, 'lost@example.com');
    expect(channel).toBe('email');

    const step1 = await call(t.app, authEndpoints.verifyResetToken, {
      reset_token: code,
      email: 'lost@example.com',
      verification_method: 'email',
    });
    expect(step1.json()).toEqual({ message: 'OTP found, you can proceed' });

    const step2 = await call(
      t.app,
      authEndpoints.resetPassword,
      {
        reset_token: code,
        email: 'lost@example.com',
        phone: '',
        password: 'brand-new-1',
        confirm_password: 'brand-new-1',
        verification_method: 'email',
      },
      { method: 'PUT' },
    );
    expect(step2.json()).toEqual({ message: 'Password changed successfully.' });

    const oldPassword = await call(t.app, authEndpoints.login, {
      login_type: 'manual',
      email_or_phone: customer.email,
      password: customer.password,
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await call(t.app, authEndpoints.login, {
      login_type: 'manual',
      email_or_phone: customer.email,
      password: 'brand-new-1',
    });
    expect(newPassword.statusCode).toBe(200);
    const revoked = await call(t.app, customerEndpoints.customerInfo, undefined, {
      method: 'GET',
      token: oldToken,
    });
    expect(revoked.statusCode).toBe(401);
    const [row] = await t.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.userId, customer.id));
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    await buildCustomer(t.db, { email: 'known@example.com' });
    const known = await forgot('known@example.com');
    const unknown = await forgot('unknown@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    const outbox = await t.db.select().from(notificationOutbox);
    expect(outbox.map((m) => m.recipient)).toEqual(['known@example.com']);
  });

  it('shows the code as the demo hint in demo mode, for unknown e-mails as well', async () => {
    await buildSettings(t.db, { demo: true });
    await buildCustomer(t.db, { email: 'known@example.com' });
    const known = (await forgot('known@example.com')).json();
    const unknown = (await forgot('unknown@example.com')).json();
    expect(known.demo_otp).toBe((await lastMessageTo(t.db, 'known@example.com')).code);
    expect(unknown.demo_otp).toMatch(/^\d{6}$/);
    expect(Object.keys(unknown)).toEqual(Object.keys(known));
  });

  it('keeps the 60 s resend cooldown for unknown e-mails too', async () => {
    expect((await forgot('nobody@example.com')).statusCode).toBe(200);
    const again = await forgot('nobody@example.com');
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a wrong code, and a code used once', async () => {
    await buildCustomer(t.db, { email: 'lost@example.com' });
    await forgot('lost@example.com');
    const { code } = await lastMessageTo(t.db, 'lost@example.com');
    const body = {
      email: 'lost@example.com',
      password: 'brand-new-1',
      confirm_password: 'brand-new-1',
      verification_method: 'email',
    };
    const wrong = await call(
      t.app,
      authEndpoints.resetPassword,
      { ...body, reset_token: wrongCode(code) },
      { method: 'PUT' },
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([
      { code: 'reset_token', message: 'The code is not valid.' },
    ]);
    const put = () =>
      call(t.app, authEndpoints.resetPassword, { ...body, reset_token: code }, { method: 'PUT' });
    expect((await put()).statusCode).toBe(200);
    expect((await put()).statusCode).toBe(422);
  });

  it('validates with the spec 02 §5 words', async () => {
    const phone = await call(t.app, authEndpoints.forgotPassword, { verification_method: 'phone' });
    expect(phone.json().errors).toEqual([
      { code: 'phone', message: 'Please provide a phone number' },
    ]);
    const email = await forgot('nope');
    expect(email.json().errors).toEqual([
      { code: 'email', message: 'Please enter a valid email address' },
    ]);
    const reset = await call(
      t.app,
      authEndpoints.resetPassword,
      {
        reset_token: '123456',
        email: 'a@b.co',
        verification_method: 'email',
        confirm_password: 'x',
      },
      { method: 'PUT' },
    );
    expect(reset.json().errors).toEqual([{ code: 'password', message: 'No password provided.' }]);
    const mismatch = await call(
      t.app,
      authEndpoints.resetPassword,
      {
        reset_token: '123456',
        email: 'a@b.co',
        verification_method: 'email',
        password: 'abcdef',
        confirm_password: 'abcdeg',
      },
      { method: 'PUT' },
    );
    expect(mismatch.json().errors).toEqual([
      { code: 'confirm_password', message: 'Passwords must match' },
    ]);
  });

  it('answers 403 for a verification method that is not active', async () => {
    // The test settings have SMS off and mail on.
    const response = await call(t.app, authEndpoints.forgotPassword, {
      phone: '+15550001234',
      verification_method: 'phone',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('verification_method');
  });

  it('firebase reset answers 403 while firebase is off', async () => {
    const response = await call(
      t.app,
      authEndpoints.firebaseResetPassword,
      { phoneNumber: '+15550001234', sessionInfo: 's', code: '123456', is_reset_token: 1 },
      { method: 'PUT' },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('firebase phone codes (a local Identity Toolkit)', () => {
  const PHONE = '+15550001234';
  let server: Server;
  let t: TestApp;
  beforeAll(async () => {
    server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk) => {
        raw += chunk;
      });
      request.on('end', () => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        const body = JSON.parse(raw || '{}') as { sessionInfo?: string; code?: string };
        const ok =
          url.pathname === '/v1/accounts:signInWithPhoneNumber' &&
          url.searchParams.get('key') === 'test-key' &&
          body.sessionInfo === 'good-session' &&
          body.code === '123456';
        response.writeHead(ok ? 200 : 400, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(
            ok ? { phoneNumber: PHONE, idToken: 'x' } : { error: { message: 'INVALID_CODE' } },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp({
      env: { FIREBASE_API_KEY: 'test-key', FIREBASE_AUTH_URL: `http://127.0.0.1:${port}` },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(async () => {
    await t.reset();
    await buildSettings(t.db, { firebase_otp_verification: 1 });
  });

  it('signs in by phone once the provider accepts the code', async () => {
    const customer = await buildCustomer(t.db, { phone: PHONE });
    const wrong = await call(t.app, authEndpoints.firebaseVerifyToken, {
      session_info: 'good-session',
      phone: PHONE,
      otp: '654321',
      login_type: 'otp',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0]).toEqual({ code: 'otp', message: 'The code is not valid.' });
    const right = await call(t.app, authEndpoints.firebaseVerifyToken, {
      session_info: 'good-session',
      phone: PHONE,
      otp: '123456',
      login_type: 'otp',
    });
    expect(right.json()).toMatchObject({ email: customer.email, is_phone_verified: 1 });
    expect(right.json().token).toEqual(expect.any(String));
  });

  it('refuses a code the provider accepted for another phone', async () => {
    const response = await call(t.app, authEndpoints.firebaseVerifyToken, {
      session_info: 'good-session',
      phone: '+15559999999',
      otp: '123456',
      login_type: 'otp',
    });
    expect(response.statusCode).toBe(422);
  });

  it('resets a password with the code the provider checked', async () => {
    const customer = await buildCustomer(t.db, { phone: PHONE });
    const checked = await call(
      t.app,
      authEndpoints.firebaseResetPassword,
      { phoneNumber: PHONE, sessionInfo: 'good-session', code: '123456', is_reset_token: 1 },
      { method: 'PUT' },
    );
    expect(checked.json()).toEqual({ message: 'OTP found, you can proceed' });
    const reset = await call(
      t.app,
      authEndpoints.resetPassword,
      {
        reset_token: '123456',
        phone: PHONE,
        password: 'from-firebase',
        confirm_password: 'from-firebase',
        verification_method: 'phone',
      },
      { method: 'PUT' },
    );
    expect(reset.statusCode).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.id, customer.id));
    expect(user?.passwordHash).not.toBe(customer.passwordHash);
  });
});
