import * as newsletterEndpoints from '@marketplace/contract/endpoints/newsletter';
import { ErrorEnvelopeSchema, MessageResponseSchema } from '@marketplace/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema/customers';
import { entryRequest } from '../../test/entry-request';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ip = 0;
/** Each test calls from its own address so the per-IP limit does not leak between tests. */
const subscriber = () => {
  ip += 1;
  const remoteAddress = `10.0.0.${ip}`;
  return (payload: Record<string, unknown>) =>
    t.app.inject({
      ...entryRequest(newsletterEndpoints.newsletterSubscribe),
      payload,
      remoteAddress,
    });
};

describe('POST /api/v1/newsletter/subscribe', () => {
  it.each([['not-an-email'], ['a@b'], [''], [42]])(
    'rejects %j with the spec message',
    async (email) => {
      const response = await subscriber()({ email });
      expect(response.statusCode).toBe(422);
      expect(ErrorEnvelopeSchema.parse(response.json()).errors).toEqual([
        { code: 'email', message: 'Please insert a valid email.' },
      ]);
    },
  );

  it('rejects a missing email with the spec message', async () => {
    const response = await subscriber()({});
    expect(response.statusCode).toBe(422);
    expect(ErrorEnvelopeSchema.parse(response.json()).errors[0]?.message).toBe(
      'Please insert a valid email.',
    );
  });

  it('subscribes, and subscribing again (any case) is the same success', async () => {
    const subscribe = subscriber();
    const first = await subscribe({ email: ' Reader@Example.com ' });
    expect(first.statusCode).toBe(200);
    expect(MessageResponseSchema.parse(first.json())).toEqual({
      message: 'Subscribed Successfully',
    });
    const again = await subscribe({ email: 'reader@example.com' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'Subscribed Successfully' });
    const rows = await t.db.select().from(newsletterSubscriptions);
    expect(rows.map((r) => r.email)).toEqual(['Reader@Example.com']);
  });

  it('answers 429 too_many_requests with Retry-After after 10 calls a minute from one IP', async () => {
    const subscribe = subscriber();
    for (let i = 0; i < 10; i++) {
      expect((await subscribe({ email: `r${i}@example.com` })).statusCode).toBe(200);
    }
    const limited = await subscribe({ email: 'late@example.com' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(ErrorEnvelopeSchema.parse(limited.json()).errors[0]?.code).toBe('too_many_requests');
    expect((await subscriber()({ email: 'other@example.com' })).statusCode).toBe(200);
  });
});
