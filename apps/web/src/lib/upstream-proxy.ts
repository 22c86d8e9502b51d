import 'server-only';
import type { NextRequest } from 'next/server';
import {
  FORWARDED_REQUEST_HEADERS,
  FORWARDED_RESPONSE_HEADERS,
  passClientAddress,
} from './api-headers';
import { passE2eClock, readE2eClock } from './e2e-clock';
import { serverEnv } from './server-env';
import { COOKIE } from './shell-cookies';

type ProxyTarget = { prefix: '/api/v1' | '/images'; segments: string[]; withAuth: boolean };

function errorResponse(status: number, code: string, message: string): Response {
  return Response.json({ errors: [{ code, message }] }, { status });
}

/** Rejects path tricks ("..", encoded slashes) so a proxied call can never leave its prefix. */
function isSafeSegment(segment: string): boolean {
  return segment !== '' && segment !== '.' && segment !== '..' && !/[/\\]/.test(segment);
}

/**
 * Forwards one request to the API and streams the answer back (status, body, content type).
 * The customer token lives in an httpOnly cookie; only here does it become a bearer header.
 */
export async function forwardToApi(request: NextRequest, target: ProxyTarget): Promise<Response> {
  if (!target.segments.every(isSafeSegment)) {
    return errorResponse(400, 'request', 'Invalid path');
  }
  const path = target.segments.map(encodeURIComponent).join('/');
  const url = `${serverEnv.API_URL}${target.prefix}/${path}${request.nextUrl.search}`;

  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  const token = target.withAuth ? request.cookies.get(COOKIE.authToken)?.value : undefined;
  if (token) headers.set('authorization', `Bearer ${token}`);
  passClientAddress(request.headers, headers);
  passE2eClock(
    readE2eClock((name) => request.cookies.get(name)?.value),
    headers,
  );

  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
  let upstream: Response;
  try {
    upstream = await fetch(url, {
      method: request.method,
      headers,
      body: hasBody ? request.body : undefined,
      // Streaming a request body needs half-duplex in Node's fetch.
      ...(hasBody ? { duplex: 'half' } : {}),
      redirect: 'manual',
      cache: 'no-store',
      signal: request.signal,
    } as RequestInit);
  } catch {
    return errorResponse(502, 'upstream', 'The service is not reachable right now.');
  }

  const responseHeaders = new Headers();
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) responseHeaders.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
}
