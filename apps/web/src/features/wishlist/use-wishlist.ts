'use client';

import type { Wishlist } from '@marketplace/contract/wishlist';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useShellState } from '@/features/shell/shell-state-provider';
import { useQuery } from '@/lib/hydration-safe-query';
import { fetchWishlist, setWish, type WishKind } from './wishlist-api';

const EMPTY: Wishlist = { item: [], store: [] };

export function wishlistKey(moduleId: number | null, zoneIds: number[] | null) {
  return ['wishlist', moduleId, zoneIds] as const;
}

/**
 * The signed-in customer's favourite items and stores in the current module and zone. The
 * server's list is the truth: every heart reads this one query, and a change reloads it.
 */
export function useWishlist() {
  const { isSignedIn, moduleId, zoneIds } = useShellState();
  const query = useQuery({
    queryKey: wishlistKey(moduleId, zoneIds),
    queryFn: ({ signal }) => fetchWishlist(signal),
    enabled: isSignedIn && moduleId !== null,
    meta: { silent: true },
  });
  return { ...query, list: query.data ?? EMPTY };
}

/** Adds or removes a favourite, then reloads every wishlist query; answers the server's message. */
export function useSetWish() {
  const queryClient = useQueryClient();
  return useCallback(
    async (kind: WishKind, id: number, isWanted: boolean) => {
      const message = await setWish(kind, id, isWanted);
      await queryClient.invalidateQueries({ queryKey: ['wishlist'] });
      return message;
    },
    [queryClient],
  );
}
