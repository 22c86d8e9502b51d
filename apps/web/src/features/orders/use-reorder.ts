'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { addCartLine } from '@/features/cart/cart-api';
import { readGuestId } from '@/features/cart/cart-guest-id';
import { announceCartChange } from '@/features/cart/cart-sync';
import { CART_QUERY_ROOT } from '@/features/cart/use-cart';
import { useShellState } from '@/features/shell/shell-state-provider';
import { ApiError } from '@/lib/api-client';
import { fetchOrderDetails } from './orders-api';
import { toCartLine } from './reorder';

/**
 * "Try again" after a failed payment: the order's lines go back into the cart (in the order's
 * module) and the customer returns to the checkout. The failed order keeps its number.
 */
export function useReorder() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { isSignedIn } = useShellState();
  return useMutation({
    mutationFn: async (order: { id: number; module_id: number }) => {
      const lines = await fetchOrderDetails(order.id, {
        guestId: isSignedIn ? null : readGuestId(),
      });
      const bodies = lines.map(toCartLine).filter((body) => body !== null);
      if (bodies.length === 0) throw new ApiError(404, [{ code: 'item', message: '' }]);
      const scope = { moduleId: order.module_id, isSignedIn };
      // One after the other: each answer is the whole cart, and the last one wins.
      for (const body of bodies) await addCartLine(scope, body);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [CART_QUERY_ROOT] });
      announceCartChange();
      router.push('/checkout?page=cart');
    },
  });
}
