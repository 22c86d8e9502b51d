import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustedHops, settleProxyHeaders } from './client-address.mjs';

describe('the caller address the storefront tells the API (issue 12 §2)', () => {
  it('is the connection address when no proxy of ours stands in front', () => {
    expect(clientAddress('203.0.113.7', '192.0.2.10', 0)).toBe('192.0.2.10');
    expect(clientAddress(undefined, '192.0.2.10', 0)).toBe('192.0.2.10');
  });

  it('behind trusted proxies, is the entry the outermost of them appended', () => {
    // client wrote 198.51.100.1; our balancer saw 203.0.113.7 and connected from 10.0.0.2
    expect(clientAddress('198.51.100.1, 203.0.113.7', '10.0.0.2', 1)).toBe('203.0.113.7');
    expect(clientAddress(['198.51.100.1', '203.0.113.7, 10.0.0.3'], '10.0.0.2', 2)).toBe(
      '203.0.113.7',
    );
  });

  it('never goes left of the chain when fewer hops came than are trusted', () => {
    expect(clientAddress('', '10.0.0.2', 3)).toBe('10.0.0.2');
    expect(clientAddress('203.0.113.7', '10.0.0.2', 3)).toBe('203.0.113.7');
  });

  it("drops the client's own host and scheme claims when nothing stands in front", () => {
    const request = {
      headers: {
        'x-forwarded-for': '203.0.113.7',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
      socket: { remoteAddress: '192.0.2.10' },
    } as unknown as IncomingMessage;
    settleProxyHeaders(request, 0);
    expect(request.headers).toEqual({ 'x-forwarded-for': '192.0.2.10' });
  });

  it('reads WEB_TRUST_PROXY as a small hop count', () => {
    expect(parseTrustedHops(undefined)).toBe(0);
    expect(parseTrustedHops('1')).toBe(1);
    expect(() => parseTrustedHops('loopback')).toThrow(/WEB_TRUST_PROXY/);
  });
});
