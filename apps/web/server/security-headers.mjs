// Response headers every storefront answer carries (issue 12 §7). Plain JavaScript: server.mjs
// runs under node without a build step.

/**
 * No page may be framed (checkout included), no plugin content, no <base> pointing elsewhere.
 * Scripts are not restricted yet: Next.js inlines its own, which needs per-request nonces.
 */
export const CONTENT_SECURITY_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'";

/** HSTS only over TLS: a browser ignores it on http, and a local http demo must stay reachable. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Did this request reach us over TLS: our own socket, or (behind trusted proxies) the scheme the
 * outermost proxy reports.
 *
 * @param {import('node:http').IncomingMessage} request
 * @param {number} trustedHops
 */
export function isHttps(request, trustedHops) {
  if ('encrypted' in request.socket && request.socket.encrypted) return true;
  if (trustedHops === 0) return false;
  const proto = String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim();
  return proto === 'https';
}

/**
 * @param {{ https: boolean }} options
 * @returns {Record<string, string>}
 */
export function securityHeaders({ https }) {
  return {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {boolean} https
 */
export function applySecurityHeaders(response, https) {
  for (const [name, value] of Object.entries(securityHeaders({ https }))) {
    response.setHeader(name, value);
  }
}
