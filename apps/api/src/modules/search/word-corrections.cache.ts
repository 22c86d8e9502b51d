import type { Database } from '../../db/client';
import { createDbScopedCache } from '../../lib/db-scoped-cache';
import type { WordCorrections } from './search-terms';
import { selectWordCorrections } from './search-words.repository';

/**
 * How long a typed word's corrections are kept in memory. New dictionary words (a new item's
 * name) are picked up after this, or at once by invalidateCatalogCaches.
 */
const CORRECTIONS_TTL_MS = 10 * 60_000;
const MAX_WORDS = 20_000;

type Entry = { expiresAt: number; corrections: Promise<string[]> };

const cache = createDbScopedCache(async () => new Map<string, Entry>());

/**
 * The corrections of each typed word, from memory when it was typed recently: customers type
 * the same few hundred words, so a search usually needs no dictionary statement at all. The
 * missing words are looked up together in one statement; concurrent misses share it.
 */
export async function getWordCorrections(db: Database, words: string[]): Promise<WordCorrections> {
  const entries = await cache.get(db);
  const now = Date.now();
  const wanted = new Map<string, Promise<string[]>>();
  const missing: string[] = [];
  for (const word of words) {
    const entry = entries.get(word);
    if (entry && entry.expiresAt > now) wanted.set(word, entry.corrections);
    else missing.push(word);
  }
  if (missing.length > 0) {
    if (entries.size + missing.length > MAX_WORDS) entries.clear();
    const loading = selectWordCorrections(db, missing);
    for (const word of missing) {
      const corrections = loading.then((found) => found.get(word) ?? []);
      wanted.set(word, corrections);
      entries.set(word, { expiresAt: now + CORRECTIONS_TTL_MS, corrections });
      corrections.catch(() => {
        if (entries.get(word)?.corrections === corrections) entries.delete(word);
      });
    }
  }
  const found = await Promise.all(
    [...wanted].map(async ([word, corrections]) => [word, await corrections] as const),
  );
  return new Map(found);
}

/** Call after changing item, store or category names (invalidateCatalogCaches does). */
export const invalidateWordCorrections = cache.invalidate;
