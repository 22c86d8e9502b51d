'use client';

import { useEffect, useState } from 'react';
import { ensureGuestId, readGuestId } from '@/features/cart/cart-guest-id';

/**
 * The guest id quotes and places carry: null for a signed-in customer, undefined while it is
 * read. `needsOne`: a guest without one yet gets one (a Buy Now or a parcel has no cart that
 * made it).
 */
export function useGuestId(isSignedIn: boolean, needsOne: boolean): string | null | undefined {
  const [guestId, setGuestId] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (isSignedIn) {
      setGuestId(null);
      return;
    }
    const stored = readGuestId();
    if (stored || !needsOne) {
      setGuestId(stored);
      return;
    }
    let isCurrent = true;
    ensureGuestId()
      .then((id) => isCurrent && setGuestId(id))
      .catch(() => isCurrent && setGuestId(null));
    return () => {
      isCurrent = false;
    };
  }, [isSignedIn, needsOne]);
  return guestId;
}
