import 'server-only';
import { apiPath } from '@marketplace/contract/endpoint';
import { type NextRequest, NextResponse } from 'next/server';
import { FORWARDED_REQUEST_HEADERS, passClientAddress } from '@/lib/api-headers';
import { serverEnv } from '@/lib/server-env';
import { COOKIE } from '@/lib/shell-cookies';
import {
  buildAuthCookieOptions,
  buildSessionRequest,
  isSameOriginRequest,
  isSessionAction,
  SESSION_ACTIONS,
  splitToken,
} from './session-exchange';

const MAX_BODY_BYTES = 16 * 1024;

function errorResponse(status: number, code: string, message: string): Response {
  return Response.json({ errors: [{ code, message }] }, { status });
}

async function readJson(request: NextRequest): Promise<unknown> {
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function upstreamHeaders(request: NextRequest): Headers {
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  headers.set('content-type', 'application/json');
  headers.set('accept', 'application/json');
  passClientAddress(request.headers, headers);
  return headers;
}

function configuredSiteHost(): string | null {
  try {
    return new URL(process.env.SITE_URL?.trim() ?? '').host || null;
  } catch {
    return null;
  }
}

function isSecureRequest(request: NextRequest): boolean {
  const proto =
    request.headers.get('x-forwarded-proto') ?? request.nextUrl.protocol.replace(':', '');
  return proto === 'https';
}

/**
 * POST /api/session/{action}: one sign-in call to the API. A token in the answer becomes the
 * httpOnly `auth_token` cookie (persistent only with 'Remember me'); the browser gets the answer
 * without it, plus `signed_in`. Errors (422, 401, 429 with Retry-After) pass through unchanged.
 */
export async function exchangeSession(request: NextRequest, action: string): Promise<Response> {
  if (!isSessionAction(action)) return errorResponse(404, 'not_found', 'Not found');
  // The configured public URL when there is one; the storefront's server already refused any
  // cross-site write (server/cross-site.mjs) and dropped a client's own X-Forwarded-Host.
  const host =
    configuredSiteHost() ??
    request.headers.get('x-forwarded-host') ??
    request.headers.get('host') ??
    '';
  if (!isSameOriginRequest(request.headers, host)) {
    return errorResponse(403, 'origin', 'Cross-site sign-in requests are not allowed.');
  }
  if (!request.headers.get('content-type')?.includes('application/json')) {
    return errorResponse(415, 'content_type', 'Send JSON.');
  }
  const parsed = buildSessionRequest(
    await readJson(request),
    request.cookies.get(COOKIE.guestId)?.value ?? null,
  );
  if (!parsed) return errorResponse(400, 'request', 'The request body must be a JSON object.');

  let upstream: Response;
  try {
    upstream = await fetch(`${serverEnv.API_URL}${apiPath(SESSION_ACTIONS[action])}`, {
      method: 'POST',
      headers: upstreamHeaders(request),
      body: JSON.stringify(parsed.body),
      cache: 'no-store',
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    return errorResponse(502, 'upstream', 'The service is not reachable right now.');
  }

  const payload: unknown = await upstream.json().catch(() => null);
  const headers = new Headers({ 'cache-control': 'no-store' });
  const retryAfter = upstream.headers.get('retry-after');
  if (retryAfter) headers.set('retry-after', retryAfter);
  if (!upstream.ok) {
    return Response.json(payload ?? { errors: [{ code: 'upstream', message: '' }] }, {
      status: upstream.status,
      headers,
    });
  }

  const { token, answer } = splitToken(payload);
  const response = NextResponse.json(answer, { status: upstream.status, headers });
  if (token) {
    response.cookies.set(
      COOKIE.authToken,
      token,
      buildAuthCookieOptions(parsed.remember, isSecureRequest(request)),
    );
  }
  return response;
}
