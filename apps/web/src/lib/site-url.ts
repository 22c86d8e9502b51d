import 'server-only';
import { headers } from 'next/headers';

/**
 * The public origin of the storefront, for canonical URLs and Open Graph: SITE_URL when set
 * (production behind a proxy), else the request's own host.
 */
export async function getSiteOrigin(): Promise<string> {
  const configured = process.env.SITE_URL?.trim();
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      // Fall through to the request host.
    }
  }
  const list = await headers();
  const host = list.get('x-forwarded-host') ?? list.get('host') ?? 'localhost:3000';
  const proto =
    list.get('x-forwarded-proto') ??
    (host.startsWith('localhost') || host.startsWith('127.') ? 'http' : 'https');
  const safeHost = /^[a-z0-9.-]+(:\d{1,5})?$/i.test(host) ? host : 'localhost:3000';
  return `${proto === 'https' ? 'https' : 'http'}://${safeHost}`;
}
