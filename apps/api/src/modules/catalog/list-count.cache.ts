import type { Database } from '../../db/client';
import { createTtlCache } from './ttl-cache';

// A page of a home list is an index scan that stops after `limit` rows, but its total_size
// counts every matching row of a large catalogue; totals change slowly and are only paging
// hints, so they are kept for a minute.
const totals = createTtlCache<number>(60_000, 1_000);

/** The cached total for `key`, counted by `count` when missing or older than a minute. */
export function getListTotal(
  db: Database,
  key: string,
  count: () => Promise<number>,
): Promise<number> {
  return totals.get(db, key, count);
}

/** Call after changing items or stores (invalidateCatalogCaches does). */
export const invalidateListTotals = totals.invalidate;
