import {
  firebaseVerifyToken,
  login,
  signUp,
  socialLogin,
  socialRegister,
  updateInfo,
  verifyPhone,
} from '@marketplace/contract/endpoints/auth';

/**
 * The sign-in calls that can answer with a bearer token. The browser never calls them through the
 * plain /api/v1 proxy: /api/session/{action} forwards them, keeps the token in the httpOnly cookie
 * and answers without it (spec: the token lives only where scripts cannot read it).
 */
export const SESSION_ACTIONS = {
  login,
  'sign-up': signUp,
  'verify-phone': verifyPhone,
  'firebase-verify-token': firebaseVerifyToken,
  'social-login': socialLogin,
  'social-register': socialRegister,
  'update-info': updateInfo,
} as const;

export type SessionAction = keyof typeof SESSION_ACTIONS;

export function isSessionAction(value: string): value is SessionAction {
  return Object.hasOwn(SESSION_ACTIONS, value);
}

/**
 * `/api/v1/auth/{action}` through the plain same-origin proxy would hand the token to scripts; the
 * proxy refuses these paths and the browser uses /api/session/{action} instead.
 */
export function isTokenIssuingPath(segments: readonly string[]): boolean {
  const [first, second, ...rest] = segments.map((segment) => segment.toLowerCase());
  return first === 'auth' && rest.length === 0 && isSessionAction(second ?? '');
}

/** Matches the API's token lifetime (30 days): 'Remember me' keeps the cookie that long. */
export const REMEMBERED_SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export type AuthCookieOptions = {
  httpOnly: true;
  sameSite: 'lax';
  path: '/';
  secure: boolean;
  maxAge?: number;
};

/** 'Remember me' off: a session cookie that ends with the browser; on: a persistent one. */
export function buildAuthCookieOptions(remember: boolean, secure: boolean): AuthCookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    ...(remember ? { maxAge: REMEMBERED_SESSION_MAX_AGE_SECONDS } : {}),
  };
}

export type SessionRequest = { remember: boolean; body: Record<string, unknown> };

/**
 * The body to send to the API: the web-only `remember` flag removed, and the guest id from its
 * cookie added when the client did not send one (the server then merges the guest cart).
 */
export function buildSessionRequest(
  payload: unknown,
  guestId: string | null,
): SessionRequest | null {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const { remember, ...body } = payload as Record<string, unknown>;
  if (guestId && (body.guest_id === undefined || body.guest_id === null || body.guest_id === '')) {
    body.guest_id = guestId;
  }
  return { remember: remember === true, body };
}

export type BrowserAuthAnswer = Record<string, unknown> & { token: null; signed_in: boolean };

/** The API's answer without the token; `signed_in` says whether one was issued (and kept). */
export function splitToken(answer: unknown): { token: string | null; answer: BrowserAuthAnswer } {
  const record =
    typeof answer === 'object' && answer !== null && !Array.isArray(answer)
      ? (answer as Record<string, unknown>)
      : {};
  const token = typeof record.token === 'string' && record.token !== '' ? record.token : null;
  return { token, answer: { ...record, token: null, signed_in: token !== null } };
}

/**
 * Login CSRF guard: a cross-site page must not sign the visitor into another account. Browsers
 * send Origin on POST; when present it must be this host. Sec-Fetch-Site, when sent, must not be
 * cross-site.
 */
export function isSameOriginRequest(headers: Pick<Headers, 'get'>, host: string): boolean {
  const site = headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = headers.get('origin');
  if (!origin) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
