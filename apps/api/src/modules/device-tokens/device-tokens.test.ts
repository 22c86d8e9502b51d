import {
  DEVICE_TOKEN_INVALID_MESSAGE,
  DEVICE_TOKEN_SAVED_MESSAGE,
} from '@marketplace/contract/device-tokens';
import { apiPath } from '@marketplace/contract/endpoint';
import { deviceTokenSave } from '@marketplace/contract/endpoints/device-tokens';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deviceTokens } from '../../db/schema/device-tokens';
import { buildSignedInCustomer } from '../../test/builders/caller';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const TOKEN = 'fcm-demo:APA91bH_device-token.0123456789abcdef';

function save(payload: unknown, token?: string) {
  return t.app.inject({
    method: 'PUT',
    url: apiPath(deviceTokenSave),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: payload as Record<string, unknown>,
  });
}

const storedTokens = () => t.db.select().from(deviceTokens);

describe('customer/cm-firebase-token', () => {
  it('keeps the caller’s device token once, however often it is sent', async () => {
    const customer = await buildSignedInCustomer(t.db);
    const first = await save({ cm_firebase_token: TOKEN }, customer.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ message: DEVICE_TOKEN_SAVED_MESSAGE });
    const repeated = await Promise.all([
      save({ cm_firebase_token: TOKEN, _method: 'put' }, customer.token),
      save({ cm_firebase_token: TOKEN }, customer.token),
    ]);
    expect(repeated.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await storedTokens()).toEqual([
      expect.objectContaining({ token: TOKEN, userId: customer.userId }),
    ]);
  });

  it('a device signed in with another account moves to that account', async () => {
    const first = await buildSignedInCustomer(t.db);
    const second = await buildSignedInCustomer(t.db);
    await save({ cm_firebase_token: TOKEN }, first.token);
    await save({ cm_firebase_token: TOKEN }, second.token);
    expect(await storedTokens()).toEqual([
      expect.objectContaining({ token: TOKEN, userId: second.userId }),
    ]);
  });

  it('refuses a guest, and an empty or malformed token, keeping nothing', async () => {
    expect((await save({ cm_firebase_token: TOKEN })).statusCode).toBe(401);
    const customer = await buildSignedInCustomer(t.db);
    for (const bad of [
      '',
      'short',
      'has spaces in it but long enough',
      '<script>alert(1)</script>',
    ]) {
      const answer = await save({ cm_firebase_token: bad }, customer.token);
      expect(answer.statusCode).toBe(422);
      expect(ErrorEnvelopeSchema.parse(answer.json()).errors[0]).toEqual({
        code: 'cm_firebase_token',
        message: DEVICE_TOKEN_INVALID_MESSAGE,
      });
    }
    expect((await save({}, customer.token)).statusCode).toBe(422);
    expect(await storedTokens()).toEqual([]);
  });
});
