import 'server-only';
import { E2E_CLOCK_COOKIE, E2E_CLOCK_HEADER } from '@marketplace/contract/e2e-fixtures';
import { serverEnv } from './server-env';

/**
 * The instant an end-to-end journey fixed for its browser (decision 0046), from the e2e_clock
 * cookie; null unless this storefront runs with E2E_FIXTURES=on, and for anything not an instant.
 */
export function readE2eClock(readCookie: (name: string) => string | undefined): string | null {
  if (!serverEnv.E2E_FIXTURES) return null;
  const value = readCookie(E2E_CLOCK_COOKIE);
  return value && Number.isFinite(Date.parse(value)) ? value : null;
}

/** Passes the journey's instant on to the API, which answers the request at it. */
export function passE2eClock(instant: string | null, to: Headers | Record<string, string>): void {
  if (instant === null) return;
  if (to instanceof Headers) to.set(E2E_CLOCK_HEADER, instant);
  else to[E2E_CLOCK_HEADER] = instant;
}
