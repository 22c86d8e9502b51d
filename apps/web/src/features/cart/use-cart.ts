'use client';

import type { Cart } from '@marketplace/contract/cart';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useShellState } from '@/features/shell/shell-state-provider';
import { useQuery } from '@/lib/hydration-safe-query';
import { type CartScope, fetchCart } from './cart-api';
import { subscribeToCartChanges } from './cart-sync';

export const CART_QUERY_ROOT = 'cart';

/** Per module and per caller: switching either loads that cart (spec 01 §4 Module choice). */
export function cartQueryKey(scope: CartScope | null) {
  return [
    CART_QUERY_ROOT,
    scope?.moduleId ?? null,
    scope?.isSignedIn ? 'customer' : 'guest',
  ] as const;
}

/** The cart's scope from the shell: none until a module is chosen. */
export function useCartScope(): CartScope | null {
  const { moduleId, isSignedIn } = useShellState();
  return useMemo(() => (moduleId ? { moduleId, isSignedIn } : null), [moduleId, isSignedIn]);
}

const NO_LINES: Cart = [];

/** The server's cart for the current module and caller (lines priced by the server). */
export function useCart() {
  const scope = useCartScope();
  const query = useQuery({
    queryKey: cartQueryKey(scope),
    queryFn: ({ signal }) => (scope ? fetchCart(scope, signal) : Promise.resolve(NO_LINES)),
    enabled: scope !== null,
    staleTime: 30_000,
    // Another tab or device may have changed it: look again whenever this tab comes back.
    refetchOnWindowFocus: 'always',
  });
  return {
    scope,
    lines: query.data ?? NO_LINES,
    isReady: scope === null || query.isSuccess,
    isLoading: scope !== null && query.isPending,
    isError: query.isError,
    refetch: query.refetch,
  };
}

/** Reloads the cart when another tab changed it. Mounted once (the header's cart button). */
export function useCartSync(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeToCartChanges(() => {
        void queryClient.invalidateQueries({ queryKey: [CART_QUERY_ROOT] });
      }),
    [queryClient],
  );
}
