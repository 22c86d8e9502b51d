import { describe, expect, it } from 'vitest';
import { ALL_CACHES, createCacheRegistry, defineCache } from './cache-registry';

const SETTINGS = defineCache<string>({ name: 'settings', maxEntries: 1 });
const PAGES = defineCache<string>({ name: 'pages', tags: ['catalog'], maxEntries: 2 });
const BRANDS = defineCache<string>({ name: 'brands', tags: ['catalog'], maxEntries: 1 });

function counter(prefix: string) {
  let calls = 0;
  return {
    load: async () => `${prefix}${++calls}`,
    get calls() {
      return calls;
    },
  };
}

describe('cache registry', () => {
  it('loads once, shares concurrent misses, and keeps the value until invalidated', async () => {
    const caches = createCacheRegistry();
    const settings = counter('s');
    const [a, b] = await Promise.all([
      caches.get(SETTINGS, '', settings.load),
      caches.get(SETTINGS, '', settings.load),
    ]);
    expect([a, b]).toEqual(['s1', 's1']);
    expect(await caches.get(SETTINGS, '', settings.load)).toBe('s1');
    caches.invalidate('settings');
    expect(await caches.get(SETTINGS, '', settings.load)).toBe('s2');
  });

  it('drops every cache carrying a tag, and only those', async () => {
    const caches = createCacheRegistry();
    const pages = counter('p');
    const brands = counter('b');
    const settings = counter('s');
    await caches.get(PAGES, 'home', pages.load);
    await caches.get(BRANDS, '', brands.load);
    await caches.get(SETTINGS, '', settings.load);
    caches.invalidate('catalog');
    expect(await caches.get(PAGES, 'home', pages.load)).toBe('p2');
    expect(await caches.get(BRANDS, '', brands.load)).toBe('b2');
    expect(await caches.get(SETTINGS, '', settings.load)).toBe('s1');
    caches.invalidate(ALL_CACHES);
    expect(await caches.get(SETTINGS, '', settings.load)).toBe('s2');
  });

  it('forgets a failed load so that the next call retries', async () => {
    const caches = createCacheRegistry();
    await expect(caches.get(SETTINGS, '', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await caches.get(SETTINGS, '', async () => 'back')).toBe('back');
  });

  it('keeps at most maxEntries keys, dropping the least recently used', async () => {
    const caches = createCacheRegistry();
    const pages = counter('p');
    await caches.get(PAGES, 'a', pages.load);
    await caches.get(PAGES, 'b', pages.load);
    await caches.get(PAGES, 'a', pages.load);
    await caches.get(PAGES, 'c', pages.load);
    expect(await caches.get(PAGES, 'a', pages.load)).toBe('p1');
    expect(await caches.get(PAGES, 'b', pages.load)).toBe('p4');
  });

  it('serves a value for its TTL only', async () => {
    const caches = createCacheRegistry();
    const SHORT = defineCache<string>({ name: 'short', ttlMs: 30, maxEntries: 10 });
    const short = counter('t');
    expect(await caches.get(SHORT, 'k', short.load)).toBe('t1');
    expect(await caches.get(SHORT, 'k', short.load)).toBe('t1');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await caches.get(SHORT, 'k', short.load)).toBe('t2');
  });

  it('counts the keys a cache holds and the reads it answered, hits or misses', async () => {
    const caches = createCacheRegistry();
    const pages = counter('p');
    expect(caches.counts(PAGES)).toEqual({ keys: 0, reads: 0 });
    await caches.get(PAGES, 'a', pages.load);
    expect(caches.peek(PAGES, 'b')).toBeUndefined();
    caches.set(PAGES, 'b', Promise.resolve('x'));
    expect(caches.counts(PAGES)).toEqual({ keys: 2, reads: 2 });
    caches.invalidate('pages');
    expect(caches.counts(PAGES)).toEqual({ keys: 0, reads: 2 });
    expect(caches.counts(SETTINGS)).toEqual({ keys: 0, reads: 0 });
  });

  it('tells the other processes what it invalidated, but not what it heard from them', async () => {
    const sent: (readonly string[])[] = [];
    const caches = createCacheRegistry({ broadcast: (names) => sent.push(names) });
    const settings = counter('s');
    await caches.get(SETTINGS, '', settings.load);
    caches.invalidateLocally(['settings']);
    expect(await caches.get(SETTINGS, '', settings.load)).toBe('s2');
    caches.invalidate('settings', 'catalog');
    expect(sent).toEqual([['settings', 'catalog']]);
  });
});
