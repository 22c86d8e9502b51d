import type { AppDeps } from '../../app-types';
import { defineCache } from '../../services/cache-registry';
import { CATALOG_TAG } from '../../services/cache-tags';
import type { WordCorrections } from './search-terms';
import { selectWordCorrections } from './search-words.repository';

/**
 * A typed word's corrections, kept for ten minutes: new dictionary words (a new item's name)
 * are picked up after this, or at once when the catalogue is invalidated.
 */
const WORD_CORRECTIONS_CACHE = defineCache<string[]>({
  name: 'word-corrections',
  tags: [CATALOG_TAG],
  ttlMs: 10 * 60_000,
  maxEntries: 20_000,
});

/**
 * The corrections of each typed word, from memory when it was typed recently: customers type
 * the same few hundred words, so a search usually needs no dictionary statement at all. The
 * missing words are looked up together in one statement; concurrent misses share it.
 */
export async function getWordCorrections(
  { db, caches }: Pick<AppDeps, 'db' | 'caches'>,
  words: string[],
): Promise<WordCorrections> {
  const wanted = new Map<string, Promise<string[]>>();
  const missing: string[] = [];
  for (const word of words) {
    const held = caches.peek(WORD_CORRECTIONS_CACHE, word);
    if (held) wanted.set(word, held);
    else missing.push(word);
  }
  if (missing.length > 0) {
    const loading = selectWordCorrections(db, missing);
    for (const word of missing) {
      const corrections = loading.then((found) => found.get(word) ?? []);
      wanted.set(word, corrections);
      caches.set(WORD_CORRECTIONS_CACHE, word, corrections);
    }
  }
  const found = await Promise.all(
    [...wanted].map(async ([word, corrections]) => [word, await corrections] as const),
  );
  return new Map(found);
}
