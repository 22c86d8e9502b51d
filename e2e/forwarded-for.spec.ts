import { apiPath } from '@marketplace/contract/endpoint';
import { login } from '@marketplace/contract/endpoints/auth';
import { newsletterSubscribe } from '@marketplace/contract/endpoints/newsletter';
import { expect, test } from '@playwright/test';
import {
  type StorefrontOnRecorder,
  startStorefrontOnRecorder,
} from './support/storefront-in-front-of-recorder';

// Issue 12 §2: per-IP limits count the address the API is told about. The storefront must tell it
// the address of the connection it received, never an X-Forwarded-For the client wrote itself.
test.describe('the storefront tells the API who is calling', () => {
  let storefront: StorefrontOnRecorder;
  test.beforeAll(async () => {
    storefront = await startStorefrontOnRecorder();
  });
  test.afterAll(async () => {
    await storefront?.stop();
  });

  const forwardedFor = (path: string) => {
    const seen = storefront.received.filter((r) => r.url.startsWith(path));
    return seen.map((r) => r.headers['x-forwarded-for']);
  };

  test('the /api/v1 proxy forwards the connection address, not a forged header', async ({
    request,
  }) => {
    const response = await request.post(`${storefront.url}${apiPath(newsletterSubscribe)}`, {
      headers: { 'x-forwarded-for': '203.0.113.7', origin: storefront.url },
      data: { email: 'someone@example.com' },
    });
    expect(response.status()).toBe(200);
    expect(forwardedFor(apiPath(newsletterSubscribe))).toEqual(['127.0.0.1']);
  });

  test('a sign-in through the session route forwards the connection address', async ({
    request,
  }) => {
    await request.post(`${storefront.url}/api/session/login`, {
      headers: { 'x-forwarded-for': '198.51.100.23, 203.0.113.8', origin: storefront.url },
      data: { login_type: 'manual', email_or_phone: 'a@example.com', password: 'x12345' },
    });
    expect(forwardedFor(apiPath(login))).toEqual(['127.0.0.1']);
  });
});
