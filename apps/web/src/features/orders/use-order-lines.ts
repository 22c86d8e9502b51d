'use client';

import { ensureGuestId } from '@/features/cart/cart-guest-id';
import { useShellState } from '@/features/shell/shell-state-provider';
import { useQuery } from '@/lib/hydration-safe-query';
import { fetchOrderDetails } from './orders-api';

/** The order's lines (GET /customer/order/details); they never change once placed. */
export function useOrderLines(orderId: number, enabled = true) {
  const { isSignedIn } = useShellState();
  return useQuery({
    queryKey: ['orders', 'details', orderId],
    queryFn: async ({ signal }) =>
      fetchOrderDetails(orderId, { guestId: isSignedIn ? null : await ensureGuestId() }, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { silent: true },
  });
}
