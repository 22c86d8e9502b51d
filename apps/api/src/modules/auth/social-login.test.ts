import { AuthResultSchema } from '@marketplace/contract/auth-answers';
import * as authEndpoints from '@marketplace/contract/endpoints/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { socialAccounts } from '../../db/schema/auth';
import { cartLines } from '../../db/schema/cart';
import { users } from '../../db/schema/customers';
import { buildGuest } from '../../test/builders/caller';
import { buildSettings } from '../../test/builders/settings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildCustomer, buildGuestCartLine, call, lastMessageTo } from './auth-test-kit';
import { type SocialTestServer, startSocialTestServer } from './social/social-test-server';

const CLIENTS = { google: 'google-client', facebook: 'facebook-app', apple: 'com.market.web' };
let providers: SocialTestServer;
let t: TestApp;
beforeAll(async () => {
  providers = await startSocialTestServer(CLIENTS);
  t = await createTestApp({ env: providers.env });
});
afterAll(async () => {
  await t.close();
  await providers.close();
});

const allProvidersOn = {
  google_login: { status: true, client_id: CLIENTS.google },
  facebook_login: { status: true, client_id: CLIENTS.facebook },
  apple_login: { status: true, client_id: CLIENTS.apple, redirect_url_react: null },
};
beforeEach(async () => {
  await t.reset();
  await buildSettings(t.db, allProvidersOn);
  providers.facebookTokens.clear();
});

const googleClaims = (sub: string, email = `${sub}@gmail.com`) => ({
  sub,
  email,
  email_verified: true,
  name: 'Grace Hopper',
});
const socialLogin = (body: Record<string, unknown>) =>
  call(t.app, authEndpoints.socialLogin, { login_type: 'social', unique_id: 'ignored', ...body });

describe('Google sign-in: the ID token is verified against the JWKS', () => {
  it('creates and signs in a customer for a good token, and signs the same one in again', async () => {
    const token = await providers.signGoogle(googleClaims('g-1'));
    const first = await socialLogin({ token, medium: 'google', email: 'g-1@gmail.com' });
    expect(first.statusCode).toBe(200);
    const body = AuthResultSchema.parse(first.json());
    expect(body).toMatchObject({
      is_personal_info: 1,
      is_exist_user: null,
      login_type: 'social',
      email: 'g-1@gmail.com',
    });
    expect(body.token).toEqual(expect.any(String));
    const [user] = await t.db.select().from(users);
    expect(user).toMatchObject({ fName: 'Grace', lName: 'Hopper', isEmailVerified: 1 });
    expect(user?.passwordHash).toBeNull();

    const again = await socialLogin({ token, medium: 'google' });
    expect(again.json().token).toEqual(expect.any(String));
    expect(await t.db.select().from(users)).toHaveLength(1);
    expect(await t.db.select().from(socialAccounts)).toHaveLength(1);
  });

  it('refuses a token for another audience', async () => {
    const token = await providers.signGoogle(googleClaims('g-2'), { audience: 'someone-else' });
    const response = await socialLogin({ token, medium: 'google' });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors).toEqual([
      { code: 'auth-001', message: 'We could not verify your Google sign-in.' },
    ]);
  });

  it('refuses an expired token with its own message', async () => {
    const token = await providers.signGoogle(googleClaims('g-3'), { expiresIn: -3600 });
    const response = await socialLogin({ token, medium: 'google' });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].message).toBe(
      'Your Google sign-in has expired. Please sign in again.',
    );
  });

  it('refuses a token signed with the wrong key', async () => {
    const token = await providers.signGoogle(googleClaims('g-4'), { forgedKey: true });
    expect((await socialLogin({ token, medium: 'google' })).statusCode).toBe(401);
  });

  it('refuses a token from another issuer, and one that is not a JWT', async () => {
    const other = await providers.signGoogle(googleClaims('g-5'), { issuer: 'https://evil.test' });
    expect((await socialLogin({ token: other, medium: 'google' })).statusCode).toBe(401);
    expect((await socialLogin({ token: 'not-a-jwt', medium: 'google' })).statusCode).toBe(401);
    expect(await t.db.select().from(users)).toEqual([]);
  });

  it('also answers on POST /auth/login with login_type social', async () => {
    const token = await providers.signGoogle(googleClaims('g-6'));
    const response = await call(t.app, authEndpoints.login, {
      login_type: 'social',
      token,
      medium: 'google',
      unique_id: 'g-6',
    });
    expect(response.json().token).toEqual(expect.any(String));
  });

  it("moves the guest's cart to the customer", async () => {
    const guestId = await buildGuest(t.db);
    const line = await buildGuestCartLine(t.db, guestId);
    const token = await providers.signGoogle(googleClaims('g-7'));
    await socialLogin({ token, medium: 'google', guest_id: guestId });
    const [moved] = await t.db.select().from(cartLines).where(eq(cartLines.id, line.id));
    expect(moved?.guestId).toBeNull();
    expect(moved?.userId).toEqual(expect.any(Number));
  });

  it('answers 403 when Google or social login is switched off', async () => {
    const token = await providers.signGoogle(googleClaims('g-8'));
    await buildSettings(t.db, {
      ...allProvidersOn,
      google_login: { status: false, client_id: 'x' },
    });
    const off = await socialLogin({ token, medium: 'google' });
    expect(off.statusCode).toBe(403);
    expect(off.json().errors[0].message).toBe('Google login is not enabled.');
    await buildSettings(t.db, { ...allProvidersOn, social_login_status: 0 });
    expect((await socialLogin({ token, medium: 'google' })).statusCode).toBe(403);
  });
});

describe("'Is It You?' when the e-mail already has an account (spec 01 §4)", () => {
  it('asks first, then links the account on yes', async () => {
    const existing = await buildCustomer(t.db, { email: 'grace@example.com', fName: 'Grace' });
    const token = await providers.signGoogle(googleClaims('g-10', 'grace@example.com'));
    const asked = AuthResultSchema.parse((await socialLogin({ token, medium: 'google' })).json());
    expect(asked.token).toBeNull();
    expect(asked.is_exist_user).toEqual({
      id: existing.id,
      name: `Grace ${existing.lName}`,
      image: null,
    });

    const yes = await socialLogin({ token, medium: 'google', verified: 'yes' });
    expect(yes.json().token).toEqual(expect.any(String));
    const [link] = await t.db.select().from(socialAccounts);
    expect(link).toMatchObject({ userId: existing.id, medium: 'google', subject: 'g-10' });
    // Linked now: no question next time.
    expect((await socialLogin({ token, medium: 'google' })).json().token).toEqual(
      expect.any(String),
    );
  });

  it('on no, makes a separate account that asks for its own details', async () => {
    await buildCustomer(t.db, { email: 'grace@example.com' });
    const token = await providers.signGoogle(googleClaims('g-11', 'grace@example.com'));
    const no = AuthResultSchema.parse(
      (await socialLogin({ token, medium: 'google', verified: 'no' })).json(),
    );
    expect(no).toMatchObject({ token: null, is_personal_info: 0 });
    const info = await call(t.app, authEndpoints.updateInfo, {
      name: 'Grace Two',
      phone: '+15553334444',
      login_type: 'social',
      temp_token: no.temp_token,
    });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ is_personal_info: 1, phone: '+15553334444', email: null });
    expect(info.json().token).toEqual(expect.any(String));
    expect(await t.db.select().from(users)).toHaveLength(2);
  });
});

describe('a provider without an e-mail (spec 01 §4)', () => {
  it("answers 422 code 'email', then accepts a typed e-mail (Facebook)", async () => {
    providers.facebookTokens.set('fb-token', { id: 'fb-1', name: 'Ada Lovelace' });
    const missing = await socialLogin({ token: 'fb-token', medium: 'facebook', unique_id: 'fb-1' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0].code).toBe('email');

    const typed = await socialLogin({
      token: 'fb-token',
      medium: 'facebook',
      unique_id: 'fb-1',
      email: 'ada@example.com',
    });
    expect(typed.json().token).toEqual(expect.any(String));
    const [user] = await t.db.select().from(users);
    expect(user).toMatchObject({ email: 'ada@example.com', isEmailVerified: 0, fName: 'Ada' });
  });

  it('never joins an existing account through a typed e-mail', async () => {
    await buildCustomer(t.db, { email: 'victim@example.com' });
    providers.facebookTokens.set('fb-token', { id: 'fb-2' });
    const response = await socialLogin({
      token: 'fb-token',
      medium: 'facebook',
      unique_id: 'fb-2',
      email: 'victim@example.com',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].code).toBe('email');
    expect(await t.db.select().from(socialAccounts)).toEqual([]);
  });

  it('treats an e-mail the provider has not verified as no e-mail', async () => {
    const token = await providers.signGoogle({ ...googleClaims('g-12'), email_verified: false });
    expect((await socialLogin({ token, medium: 'google' })).json().errors[0].code).toBe('email');
  });

  it('refuses a Facebook token Graph does not know, or one for another user id', async () => {
    providers.facebookTokens.set('fb-token', { id: 'fb-3', email: 'x@example.com' });
    expect((await socialLogin({ token: 'bad', medium: 'facebook' })).statusCode).toBe(401);
    const other = await socialLogin({ token: 'fb-token', medium: 'facebook', unique_id: 'fb-9' });
    expect(other.statusCode).toBe(401);
  });

  it('reads Apple\'s email_verified given as the string "true"', async () => {
    const token = await providers.signApple({
      sub: 'apple-1',
      email: 'relay@privaterelay.appleid.com',
      email_verified: 'true',
    });
    const response = await socialLogin({ token, medium: 'apple' });
    expect(response.json()).toMatchObject({ email: 'relay@privaterelay.appleid.com' });
    // Apple gives no name: the user_info step asks for it.
    expect(response.json().is_personal_info).toBe(0);
  });
});

describe('the phone for a social account (phone_modal, social-register)', () => {
  it('asks for a phone, sends it a code, and signs in once the code is verified', async () => {
    await buildSettings(t.db, { ...allProvidersOn, phone_verification_status: 1 });
    const token = await providers.signGoogle(googleClaims('g-20'));
    const first = AuthResultSchema.parse((await socialLogin({ token, medium: 'google' })).json());
    expect(first).toMatchObject({ token: null, is_personal_info: 1, is_exist_user: null });
    expect(first.verification_on).toBeUndefined();

    const register = await call(t.app, authEndpoints.socialRegister, {
      email: 'g-20@gmail.com',
      token,
      unique_id: 'g-20',
      medium: 'google',
      phone: '+15556667777',
    });
    expect(register.json()).toMatchObject({ token: null, verification_on: 'phone' });
    // Not attached before the code proves the number.
    const [before] = await t.db.select().from(users);
    expect(before?.phone).toBeNull();

    const { code } = await lastMessageTo(t.db, '+15556667777');
    const verified = await call(t.app, authEndpoints.verifyPhone, {
      phone: '+15556667777',
      otp: code,
      login_type: 'social',
      verification_type: 'phone',
    });
    expect(verified.json()).toMatchObject({ is_phone_verified: 1, phone: '+15556667777' });
    expect(verified.json().token).toEqual(expect.any(String));
  });

  it('refuses a phone that belongs to someone else', async () => {
    await buildCustomer(t.db, { phone: '+15556667777' });
    const token = await providers.signGoogle(googleClaims('g-21'));
    await socialLogin({ token, medium: 'google' });
    const register = await call(t.app, authEndpoints.socialRegister, {
      token,
      medium: 'google',
      phone: '+15556667777',
    });
    expect(register.statusCode).toBe(422);
    expect(register.json().errors).toEqual([
      { code: 'phone', message: 'The phone has already been taken.' },
    ]);
  });

  it('needs a valid provider token', async () => {
    const token = await providers.signGoogle(googleClaims('g-22'), { expiresIn: -10 });
    const register = await call(t.app, authEndpoints.socialRegister, {
      token,
      medium: 'google',
      phone: '+15556667777',
    });
    expect(register.statusCode).toBe(401);
  });
});
