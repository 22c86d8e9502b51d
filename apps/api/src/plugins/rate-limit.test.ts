import { apiPath } from '@marketplace/contract/endpoint';
import { guestRequest } from '@marketplace/contract/endpoints/guest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app-types';
import { type ApiPair, openApiPair } from '../test/api-pair';
import type { TestApp } from '../test/test-app';

// Issue 12 §9 follow-up: the global per-IP limit was counted in each process's memory, so two
// workers let twice RATE_LIMIT_MAX through.

let pair: ApiPair;
let first: TestApp;
let second: App;
beforeAll(async () => {
  pair = await openApiPair({ RATE_LIMIT_MAX: '6', GUEST_ID_RATE_LIMIT: '0' });
  ({ first, second } = pair);
});
afterAll(() => pair.close());

const ask = (app: App, ip: string) =>
  app.inject({ method: 'POST', url: apiPath(guestRequest), remoteAddress: ip });

describe('the global per-IP limit across two API instances', () => {
  it('lets RATE_LIMIT_MAX requests a minute through in all, not per instance', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      codes.push((await ask(i % 2 === 0 ? first.app : second, '10.30.0.1')).statusCode);
    }
    expect(codes.filter((code) => code === 200)).toHaveLength(6);
    expect(codes.slice(6)).toEqual([429, 429, 429, 429, 429, 429]);
    const refused = await ask(second, '10.30.0.1');
    expect(refused.json().errors[0].code).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask(first.app, '10.30.0.2')).statusCode).toBe(200);
  });

  it('counts parallel requests once each', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => ask(i % 2 === 0 ? first.app : second, '10.30.1.1')),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(6);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(14);
  });
});
