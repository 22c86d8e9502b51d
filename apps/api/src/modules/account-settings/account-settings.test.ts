import {
  accountSettings,
  updateAccountSettings,
} from '@marketplace/contract/endpoints/account-settings';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSettings } from '../../test/builders/settings';
import { entryRequest } from '../../test/entry-request';
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

function request(
  entry: typeof accountSettings | typeof updateAccountSettings,
  token?: string,
  payload?: Record<string, unknown>,
) {
  return t.app.inject(
    entryRequest(entry, { headers: token ? { authorization: `Bearer ${token}` } : {}, payload }),
  );
}

async function signedIn() {
  const customer = await buildCustomer(t.db);
  return issueAccessToken(t.db, customer.id);
}

describe('/customer/settings (issue 14: language, theme and notification preference)', () => {
  it('starts unchosen with notifications on, and keeps what is saved for the account', async () => {
    const token = await signedIn();
    expect((await request(accountSettings, token)).json()).toEqual({
      language: null,
      theme: null,
      notification_status: 1,
    });
    const saved = await request(updateAccountSettings, token, { language: 'fr', theme: 'dark' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: 'Updated successfully.',
      settings: { language: 'fr', theme: 'dark', notification_status: 1 },
    });
    await request(updateAccountSettings, token, { notification_status: 0 });
    // A second session (another device) reads the same settings.
    const other = await issueAccessToken(t.db, (await buildCustomer(t.db)).id);
    expect((await request(accountSettings, other)).json()).toMatchObject({ language: null });
    expect((await request(accountSettings, token)).json()).toEqual({
      language: 'fr',
      theme: 'dark',
      notification_status: 0,
    });
  });

  it('validates: a language or theme it does not offer, and an empty change', async () => {
    const token = await signedIn();
    const bad = await request(updateAccountSettings, token, { language: 'de', theme: 'blue' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([
      { code: 'language', message: 'Choose English, Spanish or French' },
      { code: 'theme', message: 'Choose the light or the dark theme' },
    ]);
    const empty = await request(updateAccountSettings, token, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual([
      { code: 'settings', message: 'No changes found to update.' },
    ]);
  });

  it('needs a token', async () => {
    expect((await request(accountSettings)).statusCode).toBe(401);
    expect((await request(updateAccountSettings, undefined, { theme: 'dark' })).statusCode).toBe(
      401,
    );
  });
});
