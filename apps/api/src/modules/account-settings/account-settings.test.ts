import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSettings } from '../../test/builders/settings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { issueAccessToken } from '../auth/access-tokens';
import { buildCustomer } from '../auth/auth-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await buildSettings(t.db);
});

function request(method: 'GET' | 'PUT', token?: string, payload?: Record<string, unknown>) {
  return t.app.inject({
    method,
    url: '/api/v1/customer/settings',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
}

async function signedIn() {
  const customer = await buildCustomer(t.db);
  return issueAccessToken(t.db, customer.id);
}

describe('/customer/settings (issue 14: language, theme and notification preference)', () => {
  it('starts unchosen with notifications on, and keeps what is saved for the account', async () => {
    const token = await signedIn();
    expect((await request('GET', token)).json()).toEqual({
      language: null,
      theme: null,
      notification_status: 1,
    });
    const saved = await request('PUT', token, { language: 'fr', theme: 'dark' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: 'Updated successfully.',
      settings: { language: 'fr', theme: 'dark', notification_status: 1 },
    });
    await request('PUT', token, { notification_status: 0 });
    // A second session (another device) reads the same settings.
    const other = await issueAccessToken(t.db, (await buildCustomer(t.db)).id);
    expect((await request('GET', other)).json()).toMatchObject({ language: null });
    expect((await request('GET', token)).json()).toEqual({
      language: 'fr',
      theme: 'dark',
      notification_status: 0,
    });
  });

  it('validates: a language or theme it does not offer, and an empty change', async () => {
    const token = await signedIn();
    const bad = await request('PUT', token, { language: 'de', theme: 'blue' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([
      { code: 'language', message: 'Choose English, Spanish or French' },
      { code: 'theme', message: 'Choose the light or the dark theme' },
    ]);
    const empty = await request('PUT', token, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual([
      { code: 'settings', message: 'No changes found to update.' },
    ]);
  });

  it('needs a token', async () => {
    expect((await request('GET')).statusCode).toBe(401);
    expect((await request('PUT', undefined, { theme: 'dark' })).statusCode).toBe(401);
  });
});
