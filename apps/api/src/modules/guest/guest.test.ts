import * as guestEndpoints from '@marketplace/contract/endpoints/guest';
import { GuestResponseSchema } from '@marketplace/contract/guest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guests } from '../../db/schema/customers';
import { entryRequest } from '../../test/entry-request';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('POST /api/v1/auth/guest/request', () => {
  it('issues unique, random (UUID v4) guest ids and stores them', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const response = await t.app.inject(entryRequest(guestEndpoints.guestRequest));
      expect(response.statusCode).toBe(200);
      const body = GuestResponseSchema.parse(response.json());
      expect(body.message).toBe('guest id created');
      expect(body.guest_id).toMatch(UUID_V4);
      ids.push(body.guest_id);
    }
    expect(new Set(ids).size).toBe(ids.length);
    const stored = await t.db.select({ id: guests.id }).from(guests);
    expect(stored.map((g) => g.id).sort()).toEqual([...ids].sort());
  });
});

describe('issue 12 §9: guest ids per address', () => {
  const mint = (app: TestApp['app'], ip: string) =>
    app.inject({ ...entryRequest(guestEndpoints.guestRequest), remoteAddress: ip });

  it('issues 100 a minute to one address (customers behind one NAT), then answers 429', async () => {
    for (let i = 0; i < 100; i++) expect((await mint(t.app, '10.20.0.1')).statusCode).toBe(200);
    const refused = await mint(t.app, '10.20.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors[0].code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await mint(t.app, '10.20.0.2')).statusCode).toBe(200);
  });

  it('is configurable, and off with the other limits when RATE_LIMIT_MAX=0', async () => {
    const strict = await createTestApp({ env: { GUEST_ID_RATE_LIMIT: '3' } });
    const off = await createTestApp({ env: { GUEST_ID_RATE_LIMIT: '3', RATE_LIMIT_MAX: '0' } });
    try {
      const codes = async (app: TestApp['app']) => {
        const answers: number[] = [];
        for (let i = 0; i < 5; i++) answers.push((await mint(app, '10.21.0.1')).statusCode);
        return answers;
      };
      expect(await codes(strict.app)).toEqual([200, 200, 200, 429, 429]);
      expect(await codes(off.app)).toEqual([200, 200, 200, 200, 200]);
    } finally {
      await strict.close();
      await off.close();
    }
  });
});
