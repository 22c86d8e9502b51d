import { COLOR_SCHEME_HEADER } from '@marketplace/contract/headers';
import type { NextRequest } from 'next/server';
import { passClientAddress } from '@/lib/api-headers';
import { serverEnv } from '@/lib/server-env';
import { COOKIE, toThemeChoice } from '@/lib/shell-cookies';

type Context = { params: Promise<{ path: string[] }> };

/** The gateway page's own headers (CSP, no-referrer...) and a redirect's target pass through. */
const PASSED_HEADERS = [
  'content-type',
  'cache-control',
  'location',
  'content-security-policy',
  'referrer-policy',
  'x-content-type-options',
] as const;

function isSafeSegment(segment: string): boolean {
  return /^[A-Za-z0-9_-]{1,128}$/.test(segment);
}

/**
 * The built-in demo payment gateway lives in the API at /payment/demo/{token} (GET the page,
 * POST …/approve|decline). Orders' redirect_link points at PUBLIC_URL, which is the storefront's
 * origin (the API stays private), so the storefront forwards these two paths: the page, and its
 * form posts with their 303 back to /order-confirmation.
 */
async function forward(request: NextRequest, context: Context): Promise<Response> {
  const { path } = await context.params;
  if (path.length < 1 || path.length > 2 || !path.every(isSafeSegment)) {
    return new Response('Not found', { status: 404 });
  }
  const headers = new Headers();
  const type = request.headers.get('content-type');
  if (type) headers.set('content-type', type);
  passClientAddress(request.headers, headers);
  // Issue 17 §9: the gateway page speaks the storefront's language.
  const locale = request.cookies.get(COOKIE.locale)?.value;
  if (locale && /^[a-zA-Z-]{2,10}$/.test(locale)) headers.set('x-localization', locale);
  // The page follows the storefront's theme toggle, not only the system's preference.
  const theme = toThemeChoice(request.cookies.get(COOKIE.theme)?.value);
  if (theme) headers.set(COLOR_SCHEME_HEADER, theme);
  let upstream: Response;
  try {
    upstream = await fetch(`${serverEnv.API_URL}/payment/demo/${path.join('/')}`, {
      method: request.method,
      headers,
      body: request.method === 'POST' ? await request.text() : undefined,
      redirect: 'manual',
      cache: 'no-store',
    });
  } catch {
    return new Response('The payment service is not reachable right now.', { status: 502 });
  }
  const responseHeaders = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) responseHeaders.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
}

export const dynamic = 'force-dynamic';
export const GET = forward;
export const POST = forward;
