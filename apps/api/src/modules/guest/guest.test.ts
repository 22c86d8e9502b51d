import { GuestResponseSchema } from '@marketplace/contract/guest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guests } from '../../db/schema/customers';
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
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/guest/request' });
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
