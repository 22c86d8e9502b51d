'use client';

import { useEffect } from 'react';
import { setBrowserCookie } from '@/lib/browser-cookies';
import { COOKIE, parseCookieHeader } from '@/lib/shell-cookies';
import { requestGuestId } from './guest-api';

/** Spec 02 §4: a guest id is fetched when absent and stored (the cart and orders use it later). */
export function GuestIdBootstrap({ isSignedIn }: { isSignedIn: boolean }) {
  useEffect(() => {
    if (isSignedIn || parseCookieHeader(document.cookie)(COOKIE.guestId)) return;
    const controller = new AbortController();
    requestGuestId(controller.signal)
      .then(({ guest_id }) => setBrowserCookie(COOKIE.guestId, guest_id))
      .catch(() => {
        // Not fatal: browsing works without it, and the next page load asks again.
      });
    return () => controller.abort();
  }, [isSignedIn]);
  return null;
}
