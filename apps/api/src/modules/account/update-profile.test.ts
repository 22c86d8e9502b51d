import * as accountEndpoints from '@marketplace/contract/endpoints/account';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/customers';
import { buildSettings } from '../../test/builders/settings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { issueAccessToken } from '../auth/access-tokens';
import { buildCustomer, call, lastMessageTo, wrongCode } from '../auth/auth-test-kit';
import { verifyPassword } from '../auth/password-hash';

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
  const customer = await buildCustomer(t.db, { fName: 'Ada', lName: 'Lovelace', ...overrides });
  return { customer, token: await issueAccessToken(t.db, customer.id) };
}

async function stored(id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('user gone');
  return row;
}

const form = (c: { email: string | null; phone: string | null }) => ({
  name: 'Ada Lovelace',
  email: c.email,
  phone: c.phone,
  button_type: 'update',
});

describe('POST /customer/update-profile', () => {
  it("answers 'No changes found to update.' when the form is unchanged", async () => {
    const { customer, token } = await signedIn();
    const response = await call(t.app, accountEndpoints.updateProfile, form(customer), { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'No changes found to update.' });
  });

  it("answers 'Updated successfully.' and saves the name split into first and last", async () => {
    const { customer, token } = await signedIn();
    const response = await call(
      t.app,
      accountEndpoints.updateProfile,
      { ...form(customer), name: 'Augusta Ada King' },
      { token },
    );
    expect(response.json()).toEqual({ message: 'Updated successfully.' });
    const row = await stored(customer.id);
    expect([row.fName, row.lName]).toEqual(['Augusta', 'Ada King']);
  });

  it('changes the password when confirmed, and only then', async () => {
    const { customer, token } = await signedIn();
    const mismatch = await call(
      t.app,
      accountEndpoints.updateProfile,
      { ...form(customer), password: 'newsecret', confirm_password: 'other' },
      { token },
    );
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual([
      { code: 'confirm_password', message: 'Passwords must match' },
    ]);
    const ok = await call(
      t.app,
      accountEndpoints.updateProfile,
      { ...form(customer), password: 'newsecret', confirm_password: 'newsecret' },
      { token },
    );
    expect(ok.json().message).toBe('Updated successfully.');
    expect(await verifyPassword('newsecret', (await stored(customer.id)).passwordHash)).toBe(true);
  });

  it('refuses a password when manual login is off', async () => {
    await buildSettings(t.db, { manual_login_status: 0 });
    const { customer, token } = await signedIn();
    const response = await call(
      t.app,
      accountEndpoints.updateProfile,
      { ...form(customer), password: 'newsecret', confirm_password: 'newsecret' },
      { token },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].code).toBe('password');
  });

  it('validates with the spec wording', async () => {
    const { customer, token } = await signedIn();
    const response = await call(
      t.app,
      accountEndpoints.updateProfile,
      { name: ' ', email: 'not-an-email', phone: customer.phone },
      { token },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { code: 'name', message: 'name is required' },
        { code: 'email', message: 'Must be a valid email' },
      ]),
    );
  });

  it('changes an unverified e-mail at once, and it stays unverified', async () => {
    const { customer, token } = await signedIn({ isEmailVerified: 0 });
    const response = await call(
      t.app,
      accountEndpoints.updateProfile,
      { ...form(customer), email: 'New@Example.com' },
      { token },
    );
    expect(response.json().message).toBe('Updated successfully.');
    const row = await stored(customer.id);
    expect([row.email, row.isEmailVerified]).toEqual(['new@example.com', 0]);
  });

  it('a verified phone changes only after the 6-digit code sent to the new phone', async () => {
    const { customer, token } = await signedIn({ isPhoneVerified: 1 });
    const next = '+15559990001';
    const first = await call(
      t.app,
      accountEndpoints.updateProfile,
      { ...form(customer), phone: next },
      { token },
    );
    expect(first.json()).toEqual({ message: 'otp_send', verification_on: 'phone' });
    expect((await stored(customer.id)).phone).toBe(customer.phone);

    const { code } = await lastMessageTo(t.db, next);
    const wrong = await call(
      t.app,
      accountEndpoints.updateProfile,
      { ...form(customer), phone: next, otp: wrongCode(code), verification_on: 'phone' },
      { token },
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0].code).toBe('otp');
    expect((await stored(customer.id)).phone).toBe(customer.phone);

    const right = await call(
      t.app,
      accountEndpoints.updateProfile,
      { ...form(customer), phone: next, otp: code, verification_on: 'phone' },
      { token },
    );
    expect(right.json()).toEqual({ message: 'Updated successfully.' });
    const row = await stored(customer.id);
    expect([row.phone, row.isPhoneVerified]).toEqual([next, 1]);
  });

  it("a code sent for one customer's change does not confirm another's", async () => {
    const a = await signedIn({ isPhoneVerified: 1 });
    const b = await signedIn({ isPhoneVerified: 1 });
    const next = '+15559990002';
    await call(t.app, accountEndpoints.updateProfile, { ...form(a.customer), phone: next }, a);
    const { code } = await lastMessageTo(t.db, next);
    const stolen = await call(
      t.app,
      accountEndpoints.updateProfile,
      { ...form(b.customer), phone: next, otp: code, verification_on: 'phone' },
      { token: b.token },
    );
    expect(stolen.statusCode).toBe(422);
    expect((await stored(b.customer.id)).phone).toBe(b.customer.phone);
  });

  it('refuses a phone or e-mail another account holds, before any code is sent', async () => {
    const other = await buildCustomer(t.db);
    const { customer, token } = await signedIn({ isPhoneVerified: 1 });
    const response = await call(
      t.app,
      accountEndpoints.updateProfile,
      { ...form(customer), phone: other.phone },
      { token },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { code: 'phone', message: 'The phone has already been taken.' },
    ]);
  });

  it('a verified contact cannot be removed', async () => {
    const { customer, token } = await signedIn({ isPhoneVerified: 1 });
    const response = await call(
      t.app,
      accountEndpoints.updateProfile,
      { ...form(customer), phone: '' },
      { token },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].code).toBe('phone');
  });

  it('needs a bearer token', async () => {
    const response = await call(t.app, accountEndpoints.updateProfile, { name: 'X' });
    expect(response.statusCode).toBe(401);
  });
});
