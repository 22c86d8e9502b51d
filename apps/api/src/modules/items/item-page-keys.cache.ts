import type { CacheRegistry } from '../../services/cache-registry';
import { defineCache } from '../../services/cache-registry';

/**
 * The sort key of a list's row at a known position, and the item_list_generation its read saw
 * (migration 0032, decision 0045): valid for reads that see the same generation only.
 */
export type PageKey = { generation: string; values: string[] };

// Per worker, bounded, no TTL: a key of an older generation is never used (the seek query
// checks the generation in its own snapshot), so a stale key costs one fallback, never a
// wrong page.
export const ITEM_PAGE_KEYS = defineCache<PageKey>({ name: 'item-page-keys', maxEntries: 20_000 });

/** How many pages back a deep page looks for a known key before it reads by offset alone. */
const PAGES_BACK = 50;

// `list` names the list exactly (sort-keys.repository.ts listIdentity).
const slot = (list: string, rowsThrough: number) => `${list}|${rowsThrough}`;

/** Remembers the key of the list's row number `rowsThrough` (1-based: the rows up to it). */
export function rememberPageKey(
  caches: CacheRegistry,
  list: string,
  rowsThrough: number,
  key: PageKey,
): void {
  caches.set(ITEM_PAGE_KEYS, slot(list, rowsThrough), Promise.resolve(key));
}

/**
 * The nearest known key at or before `skip` rows, looking back a page at a time but not below
 * row `from` (keys are remembered from there on: items.repository.ts): the page then starts
 * `skip - rowsThrough` rows after it. Undefined: read by offset.
 */
export async function findPageKey(
  caches: CacheRegistry,
  list: string,
  window: { skip: number; limit: number; from: number },
): Promise<{ rowsThrough: number; key: PageKey } | undefined> {
  const lowest = Math.max(window.from, 1);
  for (let back = 0; back < PAGES_BACK; back += 1) {
    const rowsThrough = window.skip - back * window.limit;
    if (rowsThrough < lowest) return undefined;
    const held = caches.peek(ITEM_PAGE_KEYS, slot(list, rowsThrough));
    if (held) return { rowsThrough, key: await held };
  }
  return undefined;
}
