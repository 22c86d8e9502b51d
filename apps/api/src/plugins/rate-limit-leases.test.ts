import { apiPath } from '@marketplace/contract/endpoint';
import { guestRequest } from '@marketplace/contract/endpoints/guest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app-types';
import { leaseSize } from '../lib/leased-counts';
import { type ApiPair, openApiPair } from '../test/api-pair';
import type { TestApp } from '../test/test-app';

// Decision 0044: limits of 40 and more are counted from leases of 5 % of the limit, one shared
// upsert per lease. Never more than the limit in all; at most (lease - 1) per process refused
// early.

const MAX = 100;
const LEASE = leaseSize(MAX);
let pair: ApiPair;
let first: TestApp;
let second: App;
beforeAll(async () => {
  pair = await openApiPair({ RATE_LIMIT_MAX: String(MAX), GUEST_ID_RATE_LIMIT: '0' });
  ({ first, second } = pair);
});
afterAll(() => pair.close());

const ask = (app: App, ip: string) =>
  app.inject({ method: 'POST', url: apiPath(guestRequest), remoteAddress: ip });
const passed = (codes: number[]) => codes.filter((code) => code === 200).length;

describe('the global per-IP limit counted from leases across two API instances', () => {
  it('takes 5 % of the limit at once', () => {
    expect(LEASE).toBe(5);
    expect(leaseSize(39)).toBe(1);
  });

  it('lets at most the limit through in all, and at most one lease less per instance', async () => {
    const codes: number[] = [];
    for (let i = 0; i < MAX + 40; i++) {
      codes.push((await ask(i % 2 === 0 ? first.app : second, '10.40.0.1')).statusCode);
    }
    expect(passed(codes)).toBeLessThanOrEqual(MAX);
    expect(passed(codes)).toBeGreaterThanOrEqual(MAX - 2 * (LEASE - 1));
    expect(codes.slice(-10).every((code) => code === 429)).toBe(true);
    const refused = await ask(second, '10.40.0.1');
    expect(refused.json().errors[0].code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask(first.app, '10.40.0.2')).statusCode).toBe(200);
  });

  it('counts parallel requests from leases without passing the limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: MAX + 40 }, (_, i) =>
        ask(i % 2 === 0 ? first.app : second, '10.40.1.1'),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(passed(codes)).toBeLessThanOrEqual(MAX);
    expect(passed(codes)).toBeGreaterThanOrEqual(MAX - 2 * (LEASE - 1));
    expect(codes.filter((code) => code !== 200 && code !== 429)).toEqual([]);
  });
});
