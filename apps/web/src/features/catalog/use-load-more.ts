'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

type Page<Entry> = { total_size: number; entries: Entry[] };

/**
 * "Load more" over a paged list whose first page the server rendered (as markup, not as data to
 * re-render here): each click fetches the next page (offset is the 1-based page number) and keeps
 * what it adds. After loading, focus moves to the first new entry's link so keyboard and
 * screen-reader users continue where the list grew.
 */
export function useLoadMore<Entry extends { id: number }>({
  initialIds,
  initialTotal,
  fetchPage,
}: {
  /** Ids of the server-rendered first page (to drop repeats from later pages). */
  initialIds: readonly number[];
  initialTotal: number;
  fetchPage: (offset: number) => Promise<Page<Entry>>;
}) {
  const [extra, setExtra] = useState<Entry[]>([]);
  const [total, setTotal] = useState(initialTotal);
  const [nextOffset, setNextOffset] = useState(2);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);
  const shown = initialIds.length + extra.length;

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || index >= initialIds.length + extra.length) return;
    focusIndex.current = null;
    listRef.current?.children[index]?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [extra, initialIds.length]);

  const loadMore = useCallback(async () => {
    setState('loading');
    try {
      const page = await fetchPage(nextOffset);
      focusIndex.current = shown;
      // A list that changed between two pages could repeat an entry: keep the first.
      const seen = new Set([...initialIds, ...extra.map((entry) => entry.id)]);
      const fresh = page.entries.filter((entry) => !seen.has(entry.id));
      setExtra([...extra, ...fresh]);
      setTotal(page.entries.length === 0 ? shown : page.total_size);
      setNextOffset(nextOffset + 1);
      setState('idle');
    } catch {
      setState('error');
    }
  }, [extra, fetchPage, initialIds, nextOffset, shown]);

  return {
    extra,
    shown,
    total,
    hasMore: shown < total,
    isLoading: state === 'loading',
    isError: state === 'error',
    loadMore,
    listRef,
  };
}
