// Who is calling the storefront, decided once per request before Next.js sees it. Plain
// JavaScript: server.mjs runs under node without a build step.

/** Headers a client could forge to pose as another address, host or scheme. */
const PROXY_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
];

/**
 * The caller's address: the connection's own, or, behind `trustedHops` proxies of our own (a load
 * balancer, a TLS terminator), the address the outermost of them saw. Each trusted hop appends
 * the address it received the connection from, so the client's entry is `trustedHops` from the
 * right; anything further left was written by the client and is ignored.
 *
 * @param {string | string[] | undefined} forwardedFor the request's X-Forwarded-For
 * @param {string | undefined} socketAddress the connection's remote address
 * @param {number} trustedHops proxies in front of the storefront (0: none)
 * @returns {string}
 */
export function clientAddress(forwardedFor, socketAddress, trustedHops) {
  const listed = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...listed, socketAddress ?? ''];
  return chain[Math.max(0, chain.length - 1 - trustedHops)] ?? '';
}

/**
 * Rewrites the request's proxy headers in place: X-Forwarded-For becomes the one address decided
 * above (the route handlers pass it on to the API, which trusts exactly one hop: us). Without
 * proxies in front, the client's own X-Forwarded-Host/Proto/Port are dropped, so Next.js fills
 * them from the connection; behind trusted proxies, theirs are kept.
 *
 * @param {import('node:http').IncomingMessage} request
 * @param {number} trustedHops
 */
export function settleProxyHeaders(request, trustedHops) {
  const address = clientAddress(
    request.headers['x-forwarded-for'],
    request.socket.remoteAddress,
    trustedHops,
  );
  if (trustedHops === 0) for (const name of PROXY_HEADERS) delete request.headers[name];
  request.headers['x-forwarded-for'] = address;
}

/**
 * WEB_TRUST_PROXY: how many proxies of our own stand in front of the storefront (default 0).
 *
 * @param {string | undefined} value
 * @returns {number}
 */
export function parseTrustedHops(value) {
  if (value === undefined || value === '') return 0;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`WEB_TRUST_PROXY must be a number of proxies from 0 to 10, not "${value}"`);
  }
  return hops;
}
