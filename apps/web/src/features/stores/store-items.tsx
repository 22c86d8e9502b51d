import { categoryList } from '@marketplace/contract/endpoints/categories';
import { itemDetails, latestItems } from '@marketplace/contract/endpoints/items';
import type { StoreDetails } from '@marketplace/contract/stores';
import { loadSection } from '@/features/catalog/catalog-api';
import { toCatalogSettings } from '@/features/catalog/catalog-settings';
import { ChipNav } from '@/features/catalog/chip-nav';
import { EmptyState } from '@/features/catalog/empty-state';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { PagedProducts } from '@/features/items/paged-products';
import { StoreItemColumn } from '@/features/items/store-item-column';
import { loadConfig } from '@/features/layout/shell-data';
import { classNames } from '@/lib/class-names';
import { getStoreHref } from './store-href';

export const STORE_PAGE_SIZE = 12;

/** The store page's own link with some query parameters set (a value) or removed (null). */
function withQuery(storeHref: string, extra: Record<string, string | null>): string {
  const url = new URL(storeHref, 'http://local.invalid');
  for (const [key, value] of Object.entries(extra)) {
    if (value === null) url.searchParams.delete(key);
    else url.searchParams.set(key, value);
  }
  return `${url.pathname}${url.search}`;
}

/** The store's categories and items, and (not for food) the item view in the right column. */
export async function StoreItems({
  store,
  position,
  categoryId,
  selected,
}: {
  store: StoreDetails;
  position: { lat: number; lng: number } | null;
  categoryId: number | null;
  /** The slug of the item to show in the column (?item=), else the first. */
  selected: string | undefined;
}) {
  const [{ t }, config] = await Promise.all([getRequestI18n(), loadConfig()]);
  const settings = toCatalogSettings(config);
  const scope = { moduleId: store.module_id };
  const itemsQuery = { store_id: store.id, ...(categoryId ? { category_id: categoryId } : {}) };
  const [categories, items] = await Promise.all([
    loadSection(categoryList, { scope }),
    loadSection(latestItems, {
      scope,
      query: { ...itemsQuery, limit: STORE_PAGE_SIZE, offset: 1 },
    }),
  ]);

  // Spec 01 §2: "the item view is not rendered for module type food in the right column". Other
  // modules show the chosen item (or the first) beside the list on wide screens; food opens the
  // item as a modal.
  const hasItemColumn = store.module_type !== 'food';
  const columnSlug = hasItemColumn ? (selected ?? items?.products[0]?.slug) : undefined;
  const columnItem = columnSlug
    ? await loadSection(itemDetails, { params: { id: columnSlug }, scope })
    : null;

  const storeHref = getStoreHref(store, position);
  const storeCategories = (categories ?? []).filter(
    (category) => category.parent_id === 0 && store.category_ids.includes(category.id),
  );

  return (
    <div
      className={classNames(
        hasItemColumn && columnItem && 'lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-6',
      )}
    >
      <section aria-labelledby="store-items" className="min-w-0 space-y-4">
        <h2 id="store-items" className="text-lg font-bold md:text-xl">
          {t('stores.itemsTitle')}
        </h2>
        {storeCategories.length > 0 ? (
          <ChipNav
            label={t('stores.categoriesNav')}
            chips={[
              {
                key: 'all',
                label: t('stores.allItems'),
                href: withQuery(storeHref, { category_id: null, item: null }),
                isCurrent: categoryId === null,
              },
              ...storeCategories.map((category) => ({
                key: String(category.id),
                label: category.name,
                href: withQuery(storeHref, { category_id: String(category.id), item: null }),
                isCurrent: categoryId === category.id,
              })),
            ]}
          />
        ) : null}
        {items ? (
          <PagedProducts
            key={categoryId ?? 'all'}
            page={items}
            t={t}
            settings={settings}
            source="latest"
            query={itemsQuery}
            moduleId={store.module_id}
            pageSize={STORE_PAGE_SIZE}
            quickView={{ modalmanage: 'false', currentStoreId: store.id }}
            panelBase={hasItemColumn ? `${withQuery(storeHref, { item: null })}&item=` : undefined}
            columns={hasItemColumn && columnItem ? 'narrow' : 'wide'}
            showStore={false}
            // A restaurant's menu reads as a list; shops show a grid next to the item column.
            variant={store.module_type === 'food' ? 'list' : 'grid'}
            emptyTitle={t('catalog.noItems')}
          />
        ) : (
          <EmptyState title={t('catalog.noItems')} body={t('errors.generic')} />
        )}
      </section>
      {hasItemColumn && columnItem ? (
        <aside
          aria-label={t('stores.itemColumn')}
          className="hidden self-start rounded-2xl border border-line bg-surface-raised p-4 shadow-sm lg:sticky lg:top-28 lg:block"
        >
          <StoreItemColumn
            item={columnItem}
            t={t}
            settings={settings}
            modalmanage="false"
            currentStoreId={store.id}
          />
        </aside>
      ) : null}
    </div>
  );
}
