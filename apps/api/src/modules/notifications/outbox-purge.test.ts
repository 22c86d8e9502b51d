import * as authEndpoints from '@marketplace/contract/endpoints/auth';
import { OTP_LIFETIME_MS } from '@marketplace/domain/auth/otp-policy';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationOutbox } from '../../db/schema/auth';
import { buildSettings } from '../../test/builders/settings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call } from '../auth/auth-test-kit';

// Issue 12 §10: one-time codes were kept at rest in notification_outbox for ever.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  await buildSettings(t.db);
});
afterEach(() => {
  vi.useRealTimers();
});

const sendCode = (phone: string) => call(t.app, authEndpoints.login, { login_type: 'otp', phone });
const recipients = async () =>
  (await t.db.select().from(notificationOutbox)).map((row) => row.recipient).sort();

describe('one-time codes in the local outbox', () => {
  it('a message is kept while its code lives and deleted by the next write after it expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await sendCode('+15557650001')).statusCode).toBe(200);
    const [first] = await t.db.select().from(notificationOutbox);
    expect(first?.expiresAt?.getTime()).toBe(Date.now() + OTP_LIFETIME_MS);

    vi.setSystemTime(Date.now() + OTP_LIFETIME_MS - 1_000);
    expect((await sendCode('+15557650002')).statusCode).toBe(200);
    expect(await recipients()).toEqual(['+15557650001', '+15557650002']);

    vi.setSystemTime(Date.now() + 2_000);
    expect((await sendCode('+15557650003')).statusCode).toBe(200);
    expect(await recipients()).toEqual(['+15557650002', '+15557650003']);
  });
});
