import * as configEndpoints from '@marketplace/contract/endpoints/config';
import * as newsletterEndpoints from '@marketplace/contract/endpoints/newsletter';
import { distance } from '@marketplace/contract/endpoints/places';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryRequest } from '../test/entry-request';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    configure: (app) => {
      app.get('/test/bug', async () => {
        throw new Error('secret: connection string postgres://user:pass@db');
      });
    },
  });
});
afterAll(() => t.close());

const errorsOf = (body: unknown) => ErrorEnvelopeSchema.parse(body).errors;

describe('error envelope', () => {
  it('answers 400 code request for a malformed JSON body', async () => {
    const response = await t.app.inject({
      ...entryRequest(newsletterEndpoints.newsletterSubscribe),
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response.json())).toEqual([
      { code: 'request', message: 'The request body is not valid JSON' },
    ]);
  });

  it('answers 400 code request for a content type it does not read', async () => {
    const response = await t.app.inject({
      ...entryRequest(newsletterEndpoints.newsletterSubscribe),
      headers: { 'content-type': 'application/xml' },
      payload: '<email>a@b.co</email>',
    });
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response.json())[0]?.code).toBe('request');
  });

  it('sends X-Content-Type-Options: nosniff on answers and errors alike', async () => {
    const found = await t.app.inject(entryRequest(configEndpoints.businessConfig));
    // A literal path on purpose: no entry declares it, which is what the test is about.
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(found.headers['x-content-type-options']).toBe('nosniff');
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 code route for an unknown route', async () => {
    // A literal path on purpose: no entry declares it.
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nope?x=1' });
    expect(response.statusCode).toBe(404);
    expect(errorsOf(response.json())).toEqual([
      { code: 'route', message: 'Route GET /api/v1/nope not found' },
    ]);
  });

  it('answers 500 code internal without internals for a bug, with a request id to trace it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/bug' });
    expect(response.statusCode).toBe(500);
    expect(errorsOf(response.json())).toEqual([
      { code: 'internal', message: 'Something went wrong. Please try again later.' },
    ]);
    expect(response.body).not.toContain('secret');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a well-formed incoming request id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'proxy-1234abcd' },
    });
    expect(response.headers['x-request-id']).toBe('proxy-1234abcd');
  });

  it('answers 422 with one entry per failing field', async () => {
    const response = await t.app.inject(
      entryRequest(distance, { query: { origin_lat: 'abc', origin_lng: 1, destination_lat: 100 } }),
    );
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response.json())).toEqual([
      { code: 'origin_lat', message: 'origin_lat must be a number between -90 and 90' },
      { code: 'destination_lat', message: 'destination_lat must be a number between -90 and 90' },
      { code: 'destination_lng', message: 'destination_lng must be a number between -180 and 180' },
    ]);
  });
});
