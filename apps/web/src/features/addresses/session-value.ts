import { useSyncExternalStore } from 'react';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserSession(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage blocked (privacy settings): the value lives only while the page does.
    return null;
  }
}

/**
 * One JSON value in sessionStorage that components share and re-render on (useSyncExternalStore).
 * sessionStorage rather than localStorage: a guest's name and number should not outlive the tab
 * on a shared computer. Reads parse once per stored string, so snapshots are stable.
 */
export function createSessionValue<T>(
  key: string,
  parse: (raw: string | null) => T,
  getStorage: () => KeyValueStorage | null = browserSession,
) {
  const empty = parse(null);
  let cachedRaw: string | null = null;
  let cachedValue = empty;
  let memoryRaw: string | null = null;
  const listeners = new Set<() => void>();

  function readRaw(): string | null {
    const storage = getStorage();
    try {
      return storage ? storage.getItem(key) : memoryRaw;
    } catch {
      return memoryRaw;
    }
  }

  function read(): T {
    const raw = readRaw();
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cachedValue = parse(raw);
    }
    return cachedValue;
  }

  function write(next: T | null): void {
    const raw = next === null ? null : JSON.stringify(next);
    memoryRaw = raw;
    const storage = getStorage();
    try {
      if (raw === null) storage?.removeItem(key);
      else storage?.setItem(key, raw);
    } catch {
      // Full or blocked: memoryRaw keeps it for this page.
    }
    for (const listener of listeners) listener();
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  function useValue(): T {
    return useSyncExternalStore(subscribe, read, () => empty);
  }

  return { read, write, subscribe, useValue, empty };
}

/** JSON.parse that answers undefined instead of throwing. */
export function parseJsonOrUndefined(raw: string | null): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
