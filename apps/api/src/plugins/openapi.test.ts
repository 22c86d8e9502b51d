import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('OpenAPI', () => {
  it('publishes the document generated from the contract schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as {
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    expect(document.openapi).toBe('3.1.0');
    for (const path of [
      '/api/v1/config',
      '/api/v1/module',
      '/api/v1/config/get-zone-id',
      '/api/v1/newsletter/subscribe',
      '/api/v1/categories/childes/{id}',
      '/health',
    ]) {
      expect(document.paths[path], path).toBeDefined();
    }
    expect(JSON.stringify(document.paths['/api/v1/config']?.get?.responses)).toContain(
      'digit_after_decimal_point',
    );
  });

  it('serves the browsable UI at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
