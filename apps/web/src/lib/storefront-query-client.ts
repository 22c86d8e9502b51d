import {
  type InvalidateOptions,
  type InvalidateQueryFilters,
  type Query,
  QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

const isFirstReadInFlight = (query: Query) =>
  query.state.data === undefined && query.state.fetchStatus === 'fetching';

/**
 * The storefront's QueryClient: an invalidation always ends in a read made after it.
 *
 * TanStack's invalidateQueries restarts a read in flight only when the query already holds an
 * answer. A first read still on its way (no answer yet) is left to finish, and its answer, which
 * may have left the server before the change, clears the invalidation: the change is lost until
 * something else reads the query again (a chat reply landing while a new conversation is first
 * read; a cart changed in another tab while this one loads it). Such reads are cancelled first
 * (the query reverts to pending), so the invalidation reads them afresh.
 */
export class StorefrontQueryClient extends QueryClient {
  override async invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    const matches = filters?.predicate;
    await this.cancelQueries({
      ...filters,
      predicate: (query) => isFirstReadInFlight(query) && (matches?.(query) ?? true),
    });
    return super.invalidateQueries(filters, options);
  }
}
