'use client';

import type { OrderPlaceBodyInput } from '@marketplace/contract/orders';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useQuery } from '@/lib/hydration-safe-query';
import { fetchCheckoutStore, fetchQuote, fetchZonePayments } from './checkout-api';
import { useDebouncedValue } from './use-debounced-value';

/** How long choices must rest before the page asks for a new quote. */
export const QUOTE_DEBOUNCE_MS = 350;

/**
 * The store being ordered from, and its zone's payment flags: undefined while they load, null
 * when the store's zone takes no orders (or cannot be read).
 */
export function useCheckoutStore(storeId: number | null) {
  const store = useQuery({
    queryKey: ['checkout', 'store', storeId],
    queryFn: ({ signal }) => fetchCheckoutStore(storeId ?? 0, signal),
    enabled: storeId !== null,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
  const data = store.data;
  const zone = useQuery({
    queryKey: ['checkout', 'zone-payments', data?.zone_id, data?.latitude, data?.longitude],
    queryFn: ({ signal }) => (data ? fetchZonePayments(data, signal) : Promise.resolve(null)),
    enabled: data !== undefined,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
  const zonePayments = zone.isPending && storeId !== null ? undefined : (zone.data ?? null);
  return { store: data ?? null, zonePayments };
}

/**
 * The server's quote for the choices as they settle: one call per pause, the previous numbers
 * shown (marked as updating) while the next ones load. Errors are shown by the page.
 */
export function useCheckoutQuote(body: OrderPlaceBodyInput | null) {
  const json = useMemo(() => (body ? JSON.stringify(body) : null), [body]);
  const settled = useDebouncedValue(json, QUOTE_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['checkout', 'quote', settled],
    queryFn: ({ signal }) => fetchQuote(JSON.parse(settled ?? '{}'), signal),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 60_000,
    retry: false,
    meta: { silent: true },
  });
  return {
    quote: query.data ?? null,
    error: query.error,
    isUpdating: json !== settled || query.isFetching,
    /** The quote answers exactly the choices on screen. */
    isCurrent: json === settled && !query.isFetching && !query.isPlaceholderData,
    refetch: query.refetch,
  };
}
