// Everything server.mjs does to a request before Next.js sees it, in one place the tests drive.
import { settleProxyHeaders } from './client-address.mjs';
import { expectedOrigin, isCrossSiteWrite, refuseCrossSite } from './cross-site.mjs';
import { applySecurityHeaders, isHttps } from './security-headers.mjs';

/**
 * Settles the caller's address, adds the security headers and refuses cross-site writes.
 * Returns true when the request was answered here (refused) and must not reach Next.js.
 *
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {{ trustedHops: number, siteUrl: string | undefined }} options
 */
export function guardRequest(request, response, { trustedHops, siteUrl }) {
  const https = isHttps(request, trustedHops);
  settleProxyHeaders(request, trustedHops);
  applySecurityHeaders(response, https);
  if (!isCrossSiteWrite(request, expectedOrigin(request, siteUrl, https))) return false;
  refuseCrossSite(response);
  return true;
}
