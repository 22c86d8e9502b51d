import type { ItemCardPage } from '@marketplace/contract/items';
import type { CatalogSettings } from '@/features/catalog/catalog-settings';
import { EmptyState } from '@/features/catalog/empty-state';
import type { Translate } from '@/features/i18n/translate';
import { PagedProductGrid, type PagedProductGridProps } from './paged-product-grid';
import { ProductCard } from './product-card';
import { productItemClass } from './product-grid-layout';

/**
 * A paged product list (category, store, search): the first page rendered here on the server,
 * "Load more" for the next ones in the browser.
 */
export function PagedProducts({
  page,
  t,
  settings,
  emptyTitle,
  ...grid
}: {
  page: ItemCardPage;
  t: Translate;
  settings: CatalogSettings;
  emptyTitle: string;
} & Omit<PagedProductGridProps, 'children' | 'initialIds' | 'initialTotal'>) {
  if (page.products.length === 0) return <EmptyState title={emptyTitle} />;
  const variant = grid.variant ?? 'grid';
  return (
    <PagedProductGrid
      {...grid}
      initialIds={page.products.map((item) => item.id)}
      initialTotal={page.total_size}
    >
      {page.products.map((item, index) => (
        <li key={item.id} className={productItemClass(index, variant)}>
          <ProductCard
            item={item}
            t={t}
            settings={settings}
            variant={variant}
            headingLevel={grid.headingLevel ?? 3}
            quickView={grid.quickView}
            panelHref={
              grid.panelBase ? `${grid.panelBase}${encodeURIComponent(item.slug)}` : undefined
            }
            showStore={grid.showStore ?? true}
            priority={index < 2}
          />
        </li>
      ))}
    </PagedProductGrid>
  );
}
