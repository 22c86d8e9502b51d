// Refuses state-changing requests a foreign site's page made the browser send (issue 12 §8),
// before Next.js runs: the /api/v1 proxy, the session routes, everything that is not a read.

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The storefront's own origin: SITE_URL when configured (behind a proxy), else the Host this
 * connection was made to (a browser never lets a page choose the Host of its requests).
 *
 * @param {import('node:http').IncomingMessage} request
 * @param {string | undefined} siteUrl
 * @param {boolean} https
 */
export function expectedOrigin(request, siteUrl, https) {
  if (siteUrl?.trim()) {
    try {
      return new URL(siteUrl.trim()).origin;
    } catch {
      // Fall through to the Host.
    }
  }
  return `${https ? 'https' : 'http'}://${request.headers.host ?? ''}`;
}

/**
 * True for a non-read whose Sec-Fetch-Site says another site (or a sibling subdomain) made it,
 * or whose Origin is not ours. Requests without either header (curl, server-to-server, older
 * browsers on same-origin requests) are let through: only a browser can be tricked into sending
 * a cross-site request, and every current browser sends one of the two on a cross-site write.
 *
 * @param {import('node:http').IncomingMessage} request
 * @param {string} ownOrigin
 */
export function isCrossSiteWrite(request, ownOrigin) {
  if (READS.has(request.method ?? 'GET')) return false;
  const site = request.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  return origin !== undefined && origin !== ownOrigin;
}

/** @param {import('node:http').ServerResponse} response */
export function refuseCrossSite(response) {
  response.statusCode = 403;
  response.setHeader('content-type', 'application/json');
  response.end(
    JSON.stringify({
      errors: [{ code: 'origin', message: 'Cross-site requests are not allowed.' }],
    }),
  );
}
