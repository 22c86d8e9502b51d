import * as authEndpoints from '@marketplace/contract/endpoints/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { buildSettings } from '../test/builders/settings';
import { entryRequest } from '../test/entry-request';
import { createTestApp, type TestApp } from '../test/test-app';

// Issue 12 §2: the API believes X-Forwarded-For from exactly the configured hops, so an entry a
// client wrote (even one posing as another loopback proxy) never becomes the address that
// per-IP limits count.
const whoAmI = (app: TestApp['app'], forwardedFor: string) =>
  app.inject({
    method: 'GET',
    url: '/whoami',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
  });

describe('by default one hop from loopback (the storefront in front of the API)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      configure: (app) => app.get('/whoami', (request) => ({ ip: request.ip })),
    });
    await buildSettings(t.db);
  });
  afterAll(() => t.close());

  it('takes the address the storefront forwarded', async () => {
    expect((await whoAmI(t.app, '203.0.113.5')).json()).toEqual({ ip: '203.0.113.5' });
  });

  it('ignores what lies beyond that one hop, loopback-looking or not', async () => {
    expect((await whoAmI(t.app, '198.51.100.1, 127.0.0.1')).json()).toEqual({ ip: '127.0.0.1' });
    expect((await whoAmI(t.app, '198.51.100.1, 203.0.113.5')).json()).toEqual({
      ip: '203.0.113.5',
    });
  });

  it('keeps the sign-up limit of 10 an hour per address against forged chains', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i += 1) {
      const response = await t.app.inject({
        ...entryRequest(authEndpoints.signUp),
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `198.51.100.${i}, 127.0.0.1` },
        payload: {
          name: 'Forged Chain',
          email: `forged${i}@example.com`,
          phone: `+1555300${String(i).padStart(4, '0')}`,
          password: 'secret123',
          confirm_password: 'secret123',
        },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  });
});

describe('TRUST_PROXY and TRUST_PROXY_HOPS as configured', () => {
  it('reads the proxy addresses and how many hops of them stand in a row', () => {
    expect(loadEnv({})).toMatchObject({ TRUST_PROXY: ['loopback'], TRUST_PROXY_HOPS: 1 });
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1', TRUST_PROXY_HOPS: '2' })).toMatchObject({
      TRUST_PROXY: ['10.0.0.0/8', '127.0.0.1'],
      TRUST_PROXY_HOPS: 2,
    });
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toEqual([]);
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('believes two hops of its own load balancers, and not a third', async () => {
    const t = await createTestApp({
      env: { TRUST_PROXY: '10.0.0.0/8,127.0.0.1', TRUST_PROXY_HOPS: '2' },
      configure: (app) => app.get('/whoami', (request) => ({ ip: request.ip })),
    });
    try {
      const seen = await whoAmI(t.app, '198.51.100.1, 203.0.113.5, 10.0.0.7');
      expect(seen.json()).toEqual({ ip: '203.0.113.5' });
      const forged = await whoAmI(t.app, '198.51.100.1, 10.0.0.9, 10.0.0.7');
      expect(forged.json()).toEqual({ ip: '10.0.0.9' });
    } finally {
      await t.close();
    }
  });

  it('with no hop trusted, counts the connection itself', async () => {
    const t = await createTestApp({
      env: { TRUST_PROXY_HOPS: '0' },
      configure: (app) => app.get('/whoami', (request) => ({ ip: request.ip })),
    });
    try {
      expect((await whoAmI(t.app, '203.0.113.5')).json()).toEqual({ ip: '127.0.0.1' });
    } finally {
      await t.close();
    }
  });
});
