import { describe, expect, it } from 'vitest';
import {
  buildAuthCookieOptions,
  buildSessionRequest,
  isSameOriginRequest,
  isSessionAction,
  isTokenIssuingPath,
  REMEMBERED_SESSION_MAX_AGE_SECONDS,
  SESSION_ACTIONS,
  splitToken,
} from './session-exchange';

const headers = (values: Record<string, string>) => new Headers(values);

describe('the session cookie', () => {
  it('is httpOnly and SameSite=Lax, and a browser-session cookie without Remember me', () => {
    expect(buildAuthCookieOptions(false, false)).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: false,
    });
  });

  it('persists for the token lifetime with Remember me, and is Secure over https', () => {
    expect(buildAuthCookieOptions(true, true)).toMatchObject({
      httpOnly: true,
      secure: true,
      maxAge: REMEMBERED_SESSION_MAX_AGE_SECONDS,
    });
  });
});

describe('the body forwarded to the API', () => {
  it('drops the web-only remember flag and adds the guest id from its cookie', () => {
    expect(buildSessionRequest({ email_or_phone: 'a@b.co', remember: true }, 'guest-1')).toEqual({
      remember: true,
      body: { email_or_phone: 'a@b.co', guest_id: 'guest-1' },
    });
  });

  it('keeps a guest id the client sent', () => {
    expect(buildSessionRequest({ guest_id: 'mine' }, 'cookie')?.body.guest_id).toBe('mine');
  });

  it('treats anything but true as remember off', () => {
    expect(buildSessionRequest({ remember: 'yes' }, null)?.remember).toBe(false);
  });

  it('refuses bodies that are not JSON objects', () => {
    expect(buildSessionRequest(null, null)).toBeNull();
    expect(buildSessionRequest([1], null)).toBeNull();
    expect(buildSessionRequest('x', null)).toBeNull();
  });
});

describe('the answer the browser gets', () => {
  it('never carries the token, and says whether one was issued', () => {
    const { token, answer } = splitToken({ token: 'secret-token', is_personal_info: 1 });
    expect(token).toBe('secret-token');
    expect(answer).toEqual({ token: null, signed_in: true, is_personal_info: 1 });
    expect(JSON.stringify(answer)).not.toContain('secret-token');
  });

  it('reports no session for a null or missing token', () => {
    expect(splitToken({ token: null }).answer.signed_in).toBe(false);
    expect(splitToken(undefined)).toEqual({
      token: null,
      answer: { token: null, signed_in: false },
    });
  });
});

describe('which requests may sign in (login CSRF guard)', () => {
  it('accepts same-origin requests and requests without an Origin header', () => {
    expect(
      isSameOriginRequest(headers({ origin: 'http://shop.test:3000' }), 'shop.test:3000'),
    ).toBe(true);
    expect(isSameOriginRequest(headers({}), 'shop.test')).toBe(true);
  });

  it('refuses another origin or a cross-site fetch', () => {
    expect(isSameOriginRequest(headers({ origin: 'https://evil.test' }), 'shop.test')).toBe(false);
    expect(isSameOriginRequest(headers({ 'sec-fetch-site': 'cross-site' }), 'shop.test')).toBe(
      false,
    );
    expect(isSameOriginRequest(headers({ origin: 'null' }), 'shop.test')).toBe(false);
  });

  it('knows only the sign-in calls that can answer with a token', () => {
    expect(Object.keys(SESSION_ACTIONS)).toEqual([
      'login',
      'sign-up',
      'verify-phone',
      'firebase-verify-token',
      'social-login',
      'social-register',
      'update-info',
    ]);
    expect(isSessionAction('login')).toBe(true);
    expect(isSessionAction('logout')).toBe(false);
    expect(isSessionAction('toString')).toBe(false);
  });
});

describe('the plain /api/v1 proxy refuses the calls that answer with a token', () => {
  it.each([
    ['auth', 'login'],
    ['auth', 'sign-up'],
    ['AUTH', 'Verify-Phone'],
    ['auth', 'update-info'],
  ])('%s/%s', (...segments) => {
    expect(isTokenIssuingPath(segments)).toBe(true);
  });

  it.each([
    ['auth', 'forgot-password'],
    ['auth', 'guest', 'request'],
    ['auth', 'logout'],
    ['customer', 'info'],
    ['auth', 'login', 'extra'],
  ])('lets %s/%s through', (...segments) => {
    expect(isTokenIssuingPath(segments)).toBe(false);
  });
});
