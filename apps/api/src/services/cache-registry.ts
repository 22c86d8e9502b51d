import { LRUCache } from 'lru-cache';

/**
 * One in-memory cache of the registry: its name, the tags an invalidation may name instead
 * (one tag drops a family of caches, e.g. `catalog`), how long a value may be served, and how
 * many keys it keeps (the least recently used go first). `T` is the type of its values.
 */
export type CacheSpec<T> = {
  readonly name: string;
  readonly tags?: readonly string[];
  /** Without it a value is kept until invalidated. */
  readonly ttlMs?: number;
  /** Keys kept; 1 for a cache holding one value. */
  readonly maxEntries: number;
  /** Never read; carries the value type. */
  readonly __value?: T;
};

export function defineCache<T>(spec: Omit<CacheSpec<T>, '__value'>): CacheSpec<T> {
  return spec;
}

/** Names or tags that an invalidation drops; `ALL_CACHES` drops every cache. */
export const ALL_CACHES = '*';

export type CacheRegistry = {
  /**
   * The value under `key`, loaded by `load` when missing or expired. Concurrent misses share
   * one load; a failed load is forgotten so that the next call retries.
   */
  get: <T>(spec: CacheSpec<T>, key: string, load: () => Promise<T>) => Promise<T>;
  /** What is held under `key` (a value or a load in flight), without loading. */
  peek: <T>(spec: CacheSpec<T>, key: string) => Promise<T> | undefined;
  /** Holds `value` under `key`, forgotten if it rejects (for loads shared by several keys). */
  set: <T>(spec: CacheSpec<T>, key: string, value: Promise<T>) => void;
  /**
   * Drops the caches with these names or tags in this process and, when the registry was given
   * a way to reach them, in every other API process.
   */
  invalidate: (...namesOrTags: string[]) => void;
  /** Drops what this process holds only: for invalidations heard from another process. */
  invalidateLocally: (namesOrTags: readonly string[]) => void;
  /** The keys a cache holds now, and how many times it was read (get or peek) so far. */
  counts: (spec: CacheSpec<unknown>) => { keys: number; reads: number };
};

export type CacheRegistryOptions = {
  /** Tells the other API processes (cross-process fan-out); absent: this process only. */
  broadcast?: (namesOrTags: readonly string[]) => void;
};

type Held = { value: Promise<unknown> };
type Slot = { spec: CacheSpec<unknown>; entries: LRUCache<string, Held>; reads: number };

/**
 * The app's in-memory read caches, one LRU (lru-cache) per named cache, created on first use.
 * Built once per app instance (services/app-services.ts), so apps that share a process (tests)
 * never share cached values.
 */
export function createCacheRegistry(options: CacheRegistryOptions = {}): CacheRegistry {
  const slots = new Map<string, Slot>();

  const slotOf = (spec: CacheSpec<unknown>): Slot => {
    let slot = slots.get(spec.name);
    if (!slot) {
      slot = {
        spec,
        entries: new LRUCache<string, Held>({
          max: spec.maxEntries,
          ...(spec.ttlMs ? { ttl: spec.ttlMs } : {}),
        }),
        reads: 0,
      };
      slots.set(spec.name, slot);
    } else if (slot.spec !== spec) {
      throw new Error(`two caches are named ${spec.name}`);
    }
    return slot;
  };

  const set = <T>(spec: CacheSpec<T>, key: string, value: Promise<T>) => {
    const { entries } = slotOf(spec);
    const held: Held = { value };
    entries.set(key, held);
    value.catch(() => {
      if (entries.peek(key) === held) entries.delete(key);
    });
  };

  const invalidateLocally = (namesOrTags: readonly string[]) => {
    const wanted = new Set(namesOrTags);
    for (const { spec, entries } of slots.values()) {
      if (
        wanted.has(ALL_CACHES) ||
        wanted.has(spec.name) ||
        spec.tags?.some((tag) => wanted.has(tag))
      ) {
        entries.clear();
      }
    }
  };

  return {
    get(spec, key, load) {
      const slot = slotOf(spec);
      slot.reads += 1;
      const held = slot.entries.get(key);
      if (held) return held.value as Promise<never>;
      const value = load();
      set(spec, key, value);
      return value;
    },
    peek(spec, key) {
      const slot = slotOf(spec);
      slot.reads += 1;
      return slot.entries.get(key)?.value as Promise<never> | undefined;
    },
    set,
    invalidate(...namesOrTags) {
      invalidateLocally(namesOrTags);
      options.broadcast?.(namesOrTags);
    },
    invalidateLocally,
    counts(spec) {
      const { entries, reads } = slotOf(spec);
      return { keys: entries.size, reads };
    },
  };
}

/** The cache holding one value (`key` is always the same). */
export function readCachedValue<T>(
  caches: CacheRegistry,
  spec: CacheSpec<T>,
  load: () => Promise<T>,
): Promise<T> {
  return caches.get(spec, '', load);
}
