'use client';

import type { OrderTrack } from '@marketplace/contract/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ensureGuestId } from '@/features/cart/cart-guest-id';
import { type OrderKey, orderKeyText } from '@/features/orders/order-id';
import { fetchOrderTrack } from '@/features/orders/orders-api';
import { useShellState } from '@/features/shell/shell-state-provider';
import { useQuery } from '@/lib/hydration-safe-query';
import { applyStatusEvent } from './status-event';
import { type StreamState, useOrderStatusStream } from './use-order-status-stream';

/** Polling instead of the stream, when the stream cannot be had. */
const FALLBACK_POLL_MS = 15_000;

export function orderTrackKey(key: OrderKey | null, contactNumber: string | null) {
  return ['orders', 'track', key ? orderKeyText(key) : '', contactNumber] as const;
}

/**
 * One order with its status kept live: GET /customer/order/track once, then the SSE stream's
 * messages written into the same cache entry (falling back to polling). A guest needs a guest
 * id to ask at all; one that tracks by phone from another device gets a new one.
 */
export function useLiveOrder(orderKey: OrderKey | null, contactNumber: string | null = null) {
  const { isSignedIn } = useShellState();
  const queryClient = useQueryClient();
  // undefined until known: a guest needs an id to ask about any order (a new one is issued when
  // the browser has none, e.g. tracking by phone from another device).
  const [guestId, setGuestId] = useState<string | null | undefined>(isSignedIn ? null : undefined);
  const [stream, setStream] = useState<StreamState>('idle');
  useEffect(() => {
    if (isSignedIn) {
      setGuestId(null);
      return;
    }
    let isCurrent = true;
    ensureGuestId()
      .then((id) => isCurrent && setGuestId(id))
      .catch(() => isCurrent && setGuestId(null));
    return () => {
      isCurrent = false;
    };
  }, [isSignedIn]);
  const key = orderTrackKey(orderKey, contactNumber);

  const query = useQuery<OrderTrack>({
    queryKey: key,
    queryFn: ({ signal }) =>
      fetchOrderTrack(orderKey ?? { id: 0 }, { guestId: guestId ?? null, contactNumber }, signal),
    enabled: orderKey !== null && guestId !== undefined,
    staleTime: 10_000,
    retry: false,
    meta: { silent: true },
    refetchInterval: (q) =>
      stream === 'unavailable' && q.state.data?.is_running ? FALLBACK_POLL_MS : false,
  });

  const state = useOrderStatusStream({
    orderId: query.data?.id ?? 0,
    orderReference: query.data?.reference ?? '',
    contactNumber,
    guestId: guestId ?? null,
    enabled: query.data?.is_running === true && guestId !== undefined,
    onEvent: (event) => {
      queryClient.setQueryData<OrderTrack>(key, (order) =>
        order ? applyStatusEvent(order, event) : order,
      );
      if (!event.is_running) void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
    },
  });
  if (state !== stream) setStream(state);

  return { ...query, stream: state };
}
