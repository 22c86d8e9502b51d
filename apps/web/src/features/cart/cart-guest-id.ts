import { requestGuestId as fetchGuestId } from '@/features/guest/guest-api';
import { deleteBrowserCookie, setBrowserCookie } from '@/lib/browser-cookies';
import { COOKIE, parseCookieHeader } from '@/lib/shell-cookies';

/** The stored guest id (spec 01 §7: guests send it with every cart call), if any. */
export function readGuestId(): string | null {
  if (typeof document === 'undefined') return null;
  const raw = parseCookieHeader(document.cookie)(COOKIE.guestId);
  if (!raw) return null;
  try {
    return decodeURIComponent(raw).slice(0, 200) || null;
  } catch {
    return raw.slice(0, 200);
  }
}

let pending: Promise<string> | null = null;

/**
 * The stored guest id, else a new one, stored. Every caller shares the one request in flight
 * (the shell's first-interaction bootstrap and a cart action in the same moment), so a tab never
 * makes two guests.
 */
export function ensureGuestId(): Promise<string> {
  const id = readGuestId();
  if (id) return Promise.resolve(id);
  pending ??= fetchGuestId()
    .then(({ guest_id }) => {
      setBrowserCookie(COOKIE.guestId, guest_id);
      return guest_id;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/**
 * The server does not know the stored guest id (its data was reset, or the id expired): forget
 * it. The next cart change asks for a new one at once.
 */
export function forgetGuestId(): void {
  deleteBrowserCookie(COOKIE.guestId);
}
