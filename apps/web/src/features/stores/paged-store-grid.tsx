'use client';

import type { StoreCardPage } from '@marketplace/contract/stores';
import { type ReactNode, useCallback } from 'react';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { LoadMoreButton } from '@/features/catalog/load-more-button';
import { useLoadMore } from '@/features/catalog/use-load-more';
import { useT } from '@/features/i18n/i18n-provider';
import type { QueryValue } from '@/lib/api-client';
import { StoreCard } from './store-card';
import { STORE_GRID_CLASS, storeItemClass } from './store-grid-layout';
import { fetchStorePage, type StorePageList } from './stores-api';

export type PagedStoreGridProps = {
  /** The first page, rendered on the server as list items (see PagedStores). */
  children: ReactNode;
  initialIds: number[];
  initialTotal: number;
  /** Which list "Load more" continues. */
  source: StorePageList;
  query?: Record<string, QueryValue>;
  moduleId?: number | null;
  pageSize: number;
  headingLevel?: 2 | 3;
};

/** Store lists 12 at a time (spec 01 §9): the server's first page, "Load more" for the next. */
export function PagedStoreGrid({
  children,
  initialIds,
  initialTotal,
  source,
  query,
  moduleId,
  pageSize,
  headingLevel = 2,
}: PagedStoreGridProps) {
  const t = useT();
  const settings = useCatalogSettings();
  const fetchPage = useCallback(
    async (offset: number) => {
      const page = await fetchStorePage(source, {
        query: { ...query, limit: pageSize, offset },
        moduleId,
      });
      return { total_size: page.total_size, entries: page.stores };
    },
    [source, query, pageSize, moduleId],
  );
  const list = useLoadMore<StoreCardPage['stores'][number]>({
    initialIds,
    initialTotal,
    fetchPage,
  });

  return (
    <div>
      <ul ref={list.listRef} className={STORE_GRID_CLASS}>
        {children}
        {list.extra.map((store, index) => (
          <li key={store.id} className={storeItemClass(initialIds.length + index)}>
            <StoreCard store={store} t={t} settings={settings} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
      <LoadMoreButton
        shown={list.shown}
        total={list.total}
        hasMore={list.hasMore}
        isLoading={list.isLoading}
        isError={list.isError}
        onLoadMore={() => void list.loadMore()}
      />
    </div>
  );
}
