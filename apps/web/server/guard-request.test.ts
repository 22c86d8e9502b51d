import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { guardRequest } from './guard-request.mjs';

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** The storefront's server with a stand-in for Next.js that answers every request it gets. */
async function startStorefront(options: { trustedHops?: number; siteUrl?: string } = {}) {
  server = createServer((request, response) => {
    const handled = guardRequest(request, response, {
      trustedHops: options.trustedHops ?? 0,
      siteUrl: options.siteUrl,
    });
    if (!handled) response.end('next.js page');
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

describe('storefront security headers (issue 12 §7)', () => {
  it('every answer forbids framing and sniffing and limits the referrer', async () => {
    const url = await startStorefront();
    for (const path of ['/', '/checkout', '/api/v1/config']) {
      const response = await fetch(`${url}${path}`);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('adds HSTS behind a trusted TLS proxy, never for a client claiming https itself', async () => {
    const behindTls = await startStorefront({ trustedHops: 1 });
    const viaProxy = await fetch(behindTls, { headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    server?.close();
    const direct = await startStorefront();
    const claimed = await fetch(direct, { headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('cross-site writes through the storefront (issue 12 §8)', () => {
  const post = (url: string, headers: Record<string, string>) =>
    fetch(`${url}/api/v1/customer/cart/add`, { method: 'POST', headers, body: '{}' });

  it('refuses a non-GET with a foreign Origin or a cross-site Sec-Fetch-Site with 403', async () => {
    const url = await startStorefront();
    const foreign = await post(url, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({
      errors: [{ code: 'origin', message: 'Cross-site requests are not allowed.' }],
    });
    expect((await post(url, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post(url, { 'sec-fetch-site': 'same-site' })).status).toBe(403);
  });

  it('lets same-origin writes and every read through', async () => {
    const url = await startStorefront();
    expect((await post(url, { origin: url, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await post(url, {})).status).toBe(200);
    const read = await fetch(`${url}/`, { headers: { origin: 'https://evil.example' } });
    expect(read.status).toBe(200);
  });

  it('compares with the configured public URL, not a Host or X-Forwarded-Host the client sends', async () => {
    const url = await startStorefront({ siteUrl: 'https://shop.example', trustedHops: 1 });
    const forged = await post(url, {
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(forged.status).toBe(403);
    expect((await post(url, { origin: 'https://shop.example' })).status).toBe(200);
  });
});
