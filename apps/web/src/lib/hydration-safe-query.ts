'use client';

import type {
  DefaultError,
  InfiniteData,
  QueryKey,
  UndefinedInitialDataInfiniteOptions,
  UndefinedInitialDataOptions,
  UseInfiniteQueryResult,
  UseQueryResult,
} from '@tanstack/react-query';
// The one file that imports TanStack's hooks (biome refuses the named imports elsewhere).
import * as TanStack from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/*
 * The storefront's queries, as TanStack Query's useQuery and useInfiniteQuery, except that a
 * component renders, while it hydrates, what the server rendered: nothing is fetched on the
 * server, so every query was still pending there (and loading, where enabled). Without this, a
 * part of the page that hydrates late (a Suspense boundary of the layout, a lazily loaded
 * component whose code lands after the rest) renders an answer another part has read meanwhile
 * (the header's cart, the profile), where the server rendered a skeleton: React's hydration error
 * #418 (issue 17 §3). The component renders again with the cached answer right after hydrating.
 * Queries here take no initialData (the server would have rendered it).
 */

const subscribe = () => () => {};

/**
 * Whether the component may render the query's result as it is: always once hydrated; while it
 * hydrates, only when the result is still what the server rendered (pending, no answer). Only a
 * component that hydrates with an answer the server did not have renders twice; the others
 * hydrate once, with no extra render after it.
 */
function useMayRender(result: { status: string; data: unknown }): boolean {
  const asServerRendered = result.status === 'pending' && result.data === undefined;
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => asServerRendered,
  );
}

/**
 * What the server rendered for a query: pending, with no answer, loading if enabled. Only the
 * result's functions are read from it, so TanStack keeps tracking just what the component reads.
 */
function asOnServer<TResult extends { refetch: unknown }>(result: TResult, enabled: unknown) {
  const isFetching = enabled !== false;
  const pages =
    'fetchNextPage' in result && 'fetchPreviousPage' in result
      ? { fetchNextPage: result.fetchNextPage, fetchPreviousPage: result.fetchPreviousPage }
      : {};
  return {
    refetch: result.refetch,
    ...pages,
    data: undefined,
    error: null,
    status: 'pending',
    fetchStatus: isFetching ? 'fetching' : 'idle',
    isPending: true,
    isLoading: isFetching,
    isInitialLoading: isFetching,
    isFetching,
    isSuccess: false,
    isError: false,
    isLoadingError: false,
    isRefetchError: false,
    isRefetching: false,
    isPaused: false,
    isPlaceholderData: false,
    isFetched: false,
    isFetchedAfterMount: false,
    isStale: true,
    isEnabled: isFetching,
    dataUpdatedAt: 0,
    errorUpdatedAt: 0,
    failureCount: 0,
    failureReason: null,
    errorUpdateCount: 0,
    hasNextPage: false,
    hasPreviousPage: false,
    isFetchingNextPage: false,
    isFetchingPreviousPage: false,
    isFetchNextPageError: false,
    isFetchPreviousPageError: false,
  } as unknown as TResult;
}

/** TanStack's useQuery, hydrating with what the server rendered (see above). */
export function useQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(
  options: UndefinedInitialDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> {
  const result = TanStack.useQuery(options);
  return useMayRender(result) ? result : asOnServer(result, options.enabled);
}

/** TanStack's useInfiniteQuery, hydrating with what the server rendered (see above). */
export function useInfiniteQuery<
  TQueryFnData,
  TError = DefaultError,
  TData = InfiniteData<TQueryFnData>,
  TQueryKey extends QueryKey = QueryKey,
  TPageParam = unknown,
>(
  options: UndefinedInitialDataInfiniteOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>,
): UseInfiniteQueryResult<TData, TError> {
  const result = TanStack.useInfiniteQuery(options);
  return useMayRender(result) ? result : asOnServer(result, options.enabled);
}
