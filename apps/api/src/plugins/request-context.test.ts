import * as configEndpoints from '@marketplace/contract/endpoints/config';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryRequest } from '../test/entry-request';
import { createTestApp, type TestApp } from '../test/test-app';
import type { RequestContext } from './parse-request-context';
import { requestContextPlugin } from './request-context';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    configure: (app) => {
      app.register(
        async (api) => {
          await api.register(requestContextPlugin);
          api.get('/ctx', async (request) => request.ctx);
          api.post('/ctx', async (request) => request.ctx);
        },
        { prefix: '/test' },
      );
    },
  });
});
afterAll(() => t.close());

async function ctxFor(headers: Record<string, string>, url = '/test/ctx') {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  return response.json() as RequestContext;
}

async function errorsFor(headers: Record<string, string>, url = '/test/ctx') {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(422);
  return ErrorEnvelopeSchema.parse(response.json()).errors;
}

describe('request context', () => {
  it('is empty without headers, in English', async () => {
    expect(await ctxFor({})).toEqual({
      zoneIds: null,
      moduleId: null,
      locale: 'en',
      position: null,
      bearerToken: null,
      guestId: null,
    });
  });

  it('parses every header into one object', async () => {
    const ctx = await ctxFor(
      {
        zoneId: '[1, 3, 3]',
        moduleId: '2',
        'X-localization': 'es',
        latitude: '23.75',
        longitude: '90.39',
        Authorization: 'Bearer abc.def-123',
      },
      '/test/ctx?guest_id=5f0c-guest',
    );
    expect(ctx).toEqual({
      zoneIds: [1, 3],
      moduleId: 2,
      locale: 'es',
      position: { lat: 23.75, lng: 90.39 },
      bearerToken: 'abc.def-123',
      guestId: '5f0c-guest',
    });
  });

  it('accepts a bare zone number and falls back to English for other languages', async () => {
    const ctx = await ctxFor({ zoneid: '4', 'x-localization': 'de' });
    expect(ctx.zoneIds).toEqual([4]);
    expect(ctx.locale).toBe('en');
  });

  it('reads guest_id from the body of a POST', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/ctx',
      payload: { guest_id: 'abc-123' },
    });
    expect((response.json() as RequestContext).guestId).toBe('abc-123');
  });

  it.each([
    ['zoneId', { zoneId: '[1,' }],
    ['zoneId', { zoneId: '["1"]' }],
    ['zoneId', { zoneId: '1; drop table zones' }],
    ['zoneId', { zoneId: '[-1]' }],
    ['moduleId', { moduleId: 'abc' }],
    ['moduleId', { moduleId: '0' }],
    ['latitude', { latitude: '91' }],
    ['longitude', { longitude: 'east' }],
    ['Authorization', { Authorization: 'Basic dXNlcjpwYXNz' }],
  ])('answers 422 code %s for a malformed value', async (code, headers) => {
    const errors = await errorsFor(headers);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.code).toBe(code);
    expect(errors[0]?.message).toMatch(/\w/);
  });

  it('reports every malformed header at once', async () => {
    const errors = await errorsFor(
      { zoneId: 'x', moduleId: 'y' },
      '/test/ctx?guest_id=%3Cscript%3E',
    );
    expect(errors.map((e) => e.code)).toEqual(['zoneId', 'moduleId', 'guest_id']);
  });

  it('answers 422 (not 500) for a malformed zoneId on a real endpoint', async () => {
    const response = await t.app.inject({
      ...entryRequest(configEndpoints.moduleList),
      headers: { zoneId: '[1,2' },
    });
    expect(response.statusCode).toBe(422);
    expect(ErrorEnvelopeSchema.parse(response.json()).errors).toEqual([
      { code: 'zoneId', message: 'zoneId must be a JSON list of zone ids' },
    ]);
  });
});
