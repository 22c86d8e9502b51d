import type { StoreCardPage } from '@marketplace/contract/stores';
import type { CatalogSettings } from '@/features/catalog/catalog-settings';
import { EmptyState } from '@/features/catalog/empty-state';
import type { Translate } from '@/features/i18n/translate';
import { PagedStoreGrid, type PagedStoreGridProps } from './paged-store-grid';
import { StoreCard } from './store-card';
import { storeItemClass } from './store-grid-layout';

/** A paged store list: the first page rendered on the server, "Load more" in the browser. */
export function PagedStores({
  page,
  t,
  settings,
  emptyTitle,
  ...grid
}: {
  page: StoreCardPage;
  t: Translate;
  settings: CatalogSettings;
  emptyTitle: string;
} & Omit<PagedStoreGridProps, 'children' | 'initialIds' | 'initialTotal'>) {
  if (page.stores.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <PagedStoreGrid
      {...grid}
      initialIds={page.stores.map((store) => store.id)}
      initialTotal={page.total_size}
    >
      {page.stores.map((store, index) => (
        <li key={store.id} className={storeItemClass(index)}>
          <StoreCard
            store={store}
            t={t}
            settings={settings}
            headingLevel={grid.headingLevel ?? 2}
            priority={index < 2}
          />
        </li>
      ))}
    </PagedStoreGrid>
  );
}
