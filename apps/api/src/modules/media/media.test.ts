import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMedia } from '../../test/builders/place';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /images/*', () => {
  it('serves the stored file with its type, long caching and an ETag', async () => {
    const file = await buildMedia(t.db, { path: 'module/icon-food.svg' });
    const response = await t.app.inject({ method: 'GET', url: '/images/module/icon-food.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.body).toBe(file.body);

    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/images/module/icon-food.svg',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it.each([
    '/images/missing.svg',
    '/images/../package.json',
    '/images/%2e%2e/secret',
    '/images/module/.hidden',
    "/images/a'b.svg",
  ])('answers 404 for %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(ErrorEnvelopeSchema.parse(response.json()).errors[0]?.code).toMatch(/^(image|route)$/);
  });
});
