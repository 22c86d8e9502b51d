import type { ShellCookies } from './shell-cookies';

/** The spec's per-request headers, built from what the shell remembers (spec 02 §7). */
export function buildApiHeaders(
  state: Pick<ShellCookies, 'zoneIds' | 'location' | 'moduleId' | 'locale'>,
) {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-localization': state.locale ?? 'en',
  };
  if (state.zoneIds) headers.zoneId = JSON.stringify(state.zoneIds);
  if (state.moduleId) headers.moduleId = String(state.moduleId);
  if (state.location) {
    headers.latitude = String(state.location.lat);
    headers.longitude = String(state.location.lng);
  }
  return headers;
}

/** Request headers the same-origin proxy passes on to the API (case-insensitive names). */
export const FORWARDED_REQUEST_HEADERS = [
  'accept',
  'content-type',
  'zoneid',
  'moduleid',
  'x-localization',
  'latitude',
  'longitude',
  'idempotency-key',
] as const;

/** Response headers the proxy passes back to the browser. */
export const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'cache-control',
  'retry-after',
  'etag',
  'last-modified',
  'content-disposition',
] as const;

/**
 * Tells the API who is calling: X-Forwarded-For exactly as the storefront's server (server.mjs)
 * settled it from the connection, one address; the API trusts one hop, this one.
 */
export function passClientAddress(from: Headers, to: Headers): void {
  const address = from.get('x-forwarded-for');
  if (address) to.set('x-forwarded-for', address);
}
