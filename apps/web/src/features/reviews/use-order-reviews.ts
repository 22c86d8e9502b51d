'use client';

import { useQuery } from '@/lib/hydration-safe-query';
import { fetchOrderReviews } from './reviews-api';

export const orderReviewsKey = (orderId: number) => ['reviews', 'order', orderId] as const;

/** What of a signed-in customer's order is reviewed (GET /customer/order/reviews). */
export function useOrderReviews(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: orderReviewsKey(orderId),
    queryFn: ({ signal }) => fetchOrderReviews(orderId, signal),
    enabled,
    retry: false,
    meta: { silent: true },
  });
}
