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

const BOOTSTRAP_WAIT_MS = 1_500;
const POLL_MS = 100;

let pending: Promise<string> | null = null;
/** After forgetGuestId there is no bootstrap to wait for. */
let isForgotten = false;

async function waitForBootstrap(): Promise<string | null> {
  // The shell asks for a guest id on the first page load (features/guest); a cart action in the
  // first moments after that must use the same id, or the first cart would be orphaned.
  for (let waited = 0; waited < BOOTSTRAP_WAIT_MS; waited += POLL_MS) {
    const id = readGuestId();
    if (id) return id;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return readGuestId();
}

async function requestGuestId(waitForShell: boolean): Promise<string> {
  const existing = waitForShell ? await waitForBootstrap() : null;
  if (existing) return existing;
  const { guest_id } = await fetchGuestId();
  setBrowserCookie(COOKIE.guestId, guest_id);
  return guest_id;
}

/** The guest id for a cart change: the stored one, else a new one (one request at a time). */
export function ensureGuestId(): Promise<string> {
  const id = readGuestId();
  if (id) return Promise.resolve(id);
  pending ??= requestGuestId(!isForgotten).finally(() => {
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
  isForgotten = true;
}
