import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Reads a query again after the server told the page that its answer changed.
 *
 * TanStack's invalidateQueries restarts a read in flight only when the query already holds an
 * answer. A first read still on its way (no answer yet) is left to finish, and its answer, which
 * may have left the server before the change, clears the invalidation: the change is lost until
 * something else reads the query again. So such a read is cancelled first (the query reverts to
 * pending) and the invalidation then reads it afresh.
 */
export async function readAgain(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({
    queryKey,
    predicate: (query) => query.state.data === undefined && query.state.fetchStatus === 'fetching',
  });
  await queryClient.invalidateQueries({ queryKey });
}
