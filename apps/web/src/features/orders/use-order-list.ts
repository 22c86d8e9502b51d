'use client';

import { useInfiniteQuery } from '@/lib/hydration-safe-query';
import { fetchOrders, ORDERS_PAGE_SIZE, type OrderListKind } from './orders-api';

export function orderListKey(kind: OrderListKind) {
  return ['orders', 'list', kind] as const;
}

/** A signed-in customer's running orders or history, page by page (1-based offset). */
export function useOrderList(kind: OrderListKind, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: orderListKey(kind),
    queryFn: ({ pageParam, signal }) => fetchOrders(kind, pageParam, { guestId: null }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * ORDERS_PAGE_SIZE < last.total_size ? pages.length + 1 : undefined,
    enabled,
    staleTime: 15_000,
    meta: { silent: true },
  });
  const orders = query.data?.pages.flatMap((page) => page.orders) ?? [];
  return { ...query, orders };
}
