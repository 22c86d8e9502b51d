'use client';

import {
  addRentalWish,
  removeRentalWish,
  rentalWishlist,
} from '@marketplace/contract/endpoints/rental-wishlist';
import type { RentalWishlist } from '@marketplace/contract/rental-wishlist';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useQuery } from '@/lib/hydration-safe-query';
import { useRental } from './rental-context';

export const RENTAL_WISHLIST_KEY = ['rental-wishlist'] as const;
const EMPTY: RentalWishlist = { vehicles: [], providers: [] };

/**
 * The signed-in customer's favourite vehicles and providers (the server's list is the truth,
 * spec 02 §4). The account's wishlist drawer can read the same query.
 */
export function useRentalWishlist() {
  return useRentalWishlistQuery().data ?? EMPTY;
}

/** The same query with its loading and error states (the wishlist drawer shows them). */
export function useRentalWishlistQuery() {
  const { isSignedIn, call } = useRental();
  return useQuery({
    queryKey: RENTAL_WISHLIST_KEY,
    queryFn: ({ signal }) =>
      call(rentalWishlist, {
        signal,
      }),
    enabled: isSignedIn,
    meta: { silent: true },
  });
}

export type WishKind = 'vehicle' | 'provider';

/** Adds or removes a favourite, then reloads the list. */
export function useToggleWish() {
  const { call } = useRental();
  const queryClient = useQueryClient();
  return useCallback(
    async (kind: WishKind, id: number, isFavourite: boolean) => {
      const answer = isFavourite
        ? await call(removeRentalWish, {
            query: kind === 'vehicle' ? { vehicle_id: id } : { provider_id: id },
          })
        : await call(addRentalWish, {
            query: { key: kind === 'vehicle' ? 'vehicle_id' : 'provider_id', id },
          });
      await queryClient.invalidateQueries({ queryKey: RENTAL_WISHLIST_KEY });
      return answer.message;
    },
    [call, queryClient],
  );
}
