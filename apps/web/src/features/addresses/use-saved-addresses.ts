'use client';

import type { Address } from '@marketplace/contract/addresses';
import { useInfiniteQuery } from '@/lib/hydration-safe-query';
import { fetchAddressPage } from './address-api';
import { getNextAddressPage } from './address-paging';

/** Every cached saved-address list starts with this key; invalidate it after a change. */
export const SAVED_ADDRESSES_KEY = ['customer', 'addresses'] as const;

/**
 * The signed-in customer's saved addresses, a page at a time; with a store zone only those the
 * store delivers to (spec 02 §5). Never asked for a guest (spec 01 §6).
 */
export function useSavedAddresses({
  isEnabled,
  storeZoneId = null,
}: {
  isEnabled: boolean;
  storeZoneId?: number | null;
}) {
  const query = useInfiniteQuery({
    queryKey: [...SAVED_ADDRESSES_KEY, storeZoneId ?? 'all'],
    queryFn: ({ pageParam, signal }) =>
      fetchAddressPage({ offset: pageParam, storeZoneId }, signal),
    initialPageParam: 1,
    getNextPageParam: getNextAddressPage,
    enabled: isEnabled,
    meta: { silent: true },
  });
  const addresses: Address[] = query.data?.pages.flatMap((page) => page.addresses) ?? [];
  return {
    addresses,
    total: query.data?.pages[0]?.total_size ?? 0,
    isLoading: query.isLoading,
    isError: query.isError,
    refetch: query.refetch,
    hasMore: query.hasNextPage,
    loadMore: query.fetchNextPage,
    isLoadingMore: query.isFetchingNextPage,
  };
}

export type SavedAddresses = ReturnType<typeof useSavedAddresses>;
