'use client';

import type { ItemCard } from '@marketplace/contract/items';
import { type ReactNode, useCallback } from 'react';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { LoadMoreButton } from '@/features/catalog/load-more-button';
import { useLoadMore } from '@/features/catalog/use-load-more';
import { useT } from '@/features/i18n/i18n-provider';
import type { QueryValue } from '@/lib/api-client';
import { fetchItemPage, type ItemPageList } from './items-api';
import { ProductCard, type ProductCardProps } from './product-card';
import { productGridClass, productItemClass } from './product-grid-layout';

export type PagedProductGridProps = {
  /** The first page, rendered on the server as list items (see PagedProducts). */
  children: ReactNode;
  initialIds: number[];
  initialTotal: number;
  /** Which list "Load more" continues, and its path parameters. */
  source: ItemPageList;
  params?: { id: number };
  query?: Record<string, QueryValue>;
  moduleId?: number | null;
  pageSize: number;
  quickView?: ProductCardProps['quickView'];
  /** Store pages with a right column: selecting an item links to `${panelBase}${slug}`. */
  panelBase?: string;
  variant?: 'grid' | 'list';
  headingLevel?: 2 | 3;
  columns?: 'wide' | 'narrow';
  showStore?: boolean;
};

/**
 * The client half of a paged product list: the server's first page stays server-rendered markup
 * (nothing to hydrate per card); "Load more" fetches the next pages and renders only those here.
 */
export function PagedProductGrid({
  children,
  initialIds,
  initialTotal,
  source,
  params,
  query,
  moduleId,
  pageSize,
  quickView,
  panelBase,
  variant = 'grid',
  headingLevel = 3,
  columns = 'wide',
  showStore = true,
}: PagedProductGridProps) {
  const t = useT();
  const settings = useCatalogSettings();
  const fetchPage = useCallback(
    async (offset: number) => {
      const page = await fetchItemPage(source, {
        params,
        query: { ...query, limit: pageSize, offset },
        moduleId,
      });
      return { total_size: page.total_size, entries: page.products };
    },
    [source, params, query, pageSize, moduleId],
  );
  const list = useLoadMore<ItemCard>({ initialIds, initialTotal, fetchPage });

  return (
    <div>
      <ul ref={list.listRef} className={productGridClass(variant, columns)}>
        {children}
        {list.extra.map((item, index) => (
          <li key={item.id} className={productItemClass(initialIds.length + index, variant)}>
            <ProductCard
              item={item}
              t={t}
              settings={settings}
              variant={variant}
              headingLevel={headingLevel}
              quickView={quickView}
              panelHref={panelBase ? `${panelBase}${encodeURIComponent(item.slug)}` : undefined}
              showStore={showStore}
            />
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
