import { contentPages } from '@marketplace/contract/endpoints/pages';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { type ContentPageKey, ContentPageSchema } from '@marketplace/contract/pages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSettings } from '../../test/builders/settings';
import { entryRequest } from '../../test/entry-request';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const get = (key: ContentPageKey) => t.app.inject(entryRequest(contentPages[key]));

describe('content pages', () => {
  it.each([
    ['terms-and-conditions', 'terms_and_conditions'],
    ['privacy-policy', 'privacy_policy'],
    ['about-us', 'about_us'],
    ['refund-policy', 'refund_policy'],
    ['shipping-policy', 'shipping_policy'],
    ['cancelation', 'cancelation_policy'],
  ] as const)('GET /%s answers the sanitised %s', async (path, key) => {
    await buildSettings(t.db, {
      [key]: `<h2 onclick="x()">${key}</h2><script>alert(1)</script><a href="javascript:x">a</a>`,
    });
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    expect(ContentPageSchema.parse(response.json())).toEqual({
      value: `<h2>${key}</h2><a rel="noopener noreferrer">a</a>`,
    });
  });

  it.each([
    ['refund-policy', 'refund_policy_status'],
    ['shipping-policy', 'shipping_policy_status'],
    ['cancelation', 'cancelation_policy_status'],
  ] as const)('GET /%s answers 404 code page when %s is 0', async (path, flag) => {
    await buildSettings(t.db, { [flag]: 0 });
    const response = await get(path);
    expect(response.statusCode).toBe(404);
    expect(ErrorEnvelopeSchema.parse(response.json()).errors).toEqual([
      { code: 'page', message: 'This page is not available' },
    ]);
    expect((await get('terms-and-conditions')).statusCode).toBe(200);
  });
});
