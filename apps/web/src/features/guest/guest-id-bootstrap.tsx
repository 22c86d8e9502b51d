'use client';

import { useEffect } from 'react';
import { ensureGuestId, readGuestId } from '@/features/cart/cart-guest-id';

/** What counts as the visitor's first interaction with the page. */
const FIRST_INTERACTION_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Spec 02 §4: a guest id is fetched when absent and stored. It is fetched at the visitor's first
 * interaction, not while the page loads: a visitor who only looks (and every crawler) makes no
 * guest, and the load does no API call and parses no answer (decision 0055). Whatever needs the
 * id sooner (a cart change, checkout, tracking) asks for it through the same request.
 */
export function GuestIdBootstrap({ isSignedIn }: { isSignedIn: boolean }) {
  useEffect(() => {
    if (isSignedIn || readGuestId()) return;
    const options = { capture: true, passive: true } as const;
    const stop = () => {
      for (const type of FIRST_INTERACTION_EVENTS)
        window.removeEventListener(type, onFirst, options);
    };
    function onFirst() {
      stop();
      ensureGuestId().catch(() => {
        // Not fatal: browsing works without it, and whatever needs it asks again.
      });
    }
    for (const type of FIRST_INTERACTION_EVENTS) window.addEventListener(type, onFirst, options);
    return stop;
  }, [isSignedIn]);
  return null;
}
