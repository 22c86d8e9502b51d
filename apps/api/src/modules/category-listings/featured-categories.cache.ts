import type { Database } from '../../db/client';
import { createDbScopedCache } from '../../lib/db-scoped-cache';

/** Item ids per featured category, for one module and set of zones. */
export type FeaturedItemIds = Map<number, number[]>;

const MAX_KEYS = 200;

// The featured section is on every home page and ranks items across whole categories; which
// items are featured changes slowly, so the ranking is kept (prices and stock are read fresh).
const cache = createDbScopedCache(async () => new Map<string, Promise<FeaturedItemIds>>());

/** The cached ranking for (module, zones), computed by `load` on first use. */
export async function getFeaturedItemIds(
  db: Database,
  key: { moduleId: number; zoneIds: number[] | null },
  load: () => Promise<FeaturedItemIds>,
): Promise<FeaturedItemIds> {
  const entries = await cache.get(db);
  const id = `${key.moduleId}|${key.zoneIds ? [...key.zoneIds].sort((a, b) => a - b).join(',') : '*'}`;
  const cached = entries.get(id);
  if (cached) return cached;
  if (entries.size >= MAX_KEYS) entries.clear();
  const loading = load();
  entries.set(id, loading);
  loading.catch(() => entries.delete(id));
  return loading;
}

/** Call after changing categories, items or stores. */
export const invalidateFeaturedItemIds = cache.invalidate;
