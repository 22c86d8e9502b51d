/**
 * Spec 01 §4 Remember me: the form values are kept locally and pre-fill the form next time. Only
 * the identifier and the chosen country are kept, never the password.
 */
export type RememberedLogin = { identifier: string; country: string | null };

export const REMEMBERED_LOGIN_KEY = 'remembered_login';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be blocked (private mode, policies): remembering is then simply off.
    return null;
  }
}

export function readRememberedLogin(storage = browserStorage()): RememberedLogin | null {
  try {
    const raw = storage?.getItem(REMEMBERED_LOGIN_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (typeof value.identifier !== 'string' || !value.identifier.trim()) return null;
    return {
      identifier: value.identifier.slice(0, 255),
      country: typeof value.country === 'string' ? value.country.slice(0, 2) : null,
    };
  } catch {
    return null;
  }
}

/** Saves the identifier when 'Remember me' is ticked, forgets it when it is not. */
export function saveRememberedLogin(
  remember: boolean,
  login: RememberedLogin,
  storage = browserStorage(),
): void {
  try {
    if (!remember) {
      storage?.removeItem(REMEMBERED_LOGIN_KEY);
      return;
    }
    const value: RememberedLogin = { identifier: login.identifier, country: login.country };
    storage?.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify(value));
  } catch {
    // Quota or policy errors: not remembering is acceptable.
  }
}
