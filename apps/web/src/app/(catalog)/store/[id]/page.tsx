import { CategoryListSchema } from '@marketplace/contract/categories';
import { ItemDetailsSchema, ItemPageSchema } from '@marketplace/contract/items';
import { type StoreDetails, StoreDetailsSchema } from '@marketplace/contract/stores';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache, Suspense } from 'react';
import { fetchCatalog, fetchSection, readParam } from '@/features/catalog/catalog-api';
import { toCatalogSettings } from '@/features/catalog/catalog-settings';
import { EmptyState } from '@/features/catalog/empty-state';
import { GridSkeleton } from '@/features/catalog/grid-skeleton';
import { JsonLd } from '@/features/catalog/json-ld';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { ItemDetailView } from '@/features/items/item-detail-view';
import { PagedProducts } from '@/features/items/paged-products';
import { loadConfig } from '@/features/layout/shell-data';
import { StoreHeader } from '@/features/stores/store-header';
import { getStoreHref } from '@/features/stores/store-href';
import { buildStoreJsonLd } from '@/features/stores/store-json-ld';
import { classNames } from '@/lib/class-names';
import { toImageSrc } from '@/lib/image-url';
import { readServerShellState } from '@/lib/server-api';
import { getSiteOrigin } from '@/lib/site-url';

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const STORE_PAGE_SIZE = 12;
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/i;

function readNumber(
  value: string | undefined,
  pattern = /^-?\d{1,9}(\.\d{1,10})?$/,
): number | null {
  return value && pattern.test(value) ? Number(value) : null;
}

/** Spec 01 §2 query: id, module_id, module_type, store_zone_id, lat, lng (+ category_id, item). */
async function readProps({ params, searchParams }: Props) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const lat = readNumber(readParam(query.lat));
  const lng = readNumber(readParam(query.lng));
  return {
    id,
    moduleId: readParam(query.module_id),
    position:
      lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
        ? { lat, lng }
        : null,
    categoryId: readNumber(readParam(query.category_id), /^\d{1,9}$/),
    item: readParam(query.item),
  };
}

const loadStore = cache(
  async (id: string, moduleId: string | undefined, lat: number | null, lng: number | null) => {
    if (!SLUG.test(id)) notFound();
    return fetchCatalog(`/stores/details/${encodeURIComponent(id)}`, {
      schema: StoreDetailsSchema,
      scope: {
        moduleId: moduleId && /^\d{1,9}$/.test(moduleId) ? Number(moduleId) : null,
        lat,
        lng,
      },
    });
  },
);

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { id, moduleId, position } = await readProps(props);
  const [store, { t }] = await Promise.all([
    loadStore(id, moduleId, position?.lat ?? null, position?.lng ?? null),
    getRequestI18n(),
  ]);
  const canonical = getStoreHref(store);
  const image = toImageSrc(store.cover_photo_full_url);
  const description = t('stores.metaDescription', { name: store.name, address: store.address });
  return {
    title: store.name,
    description,
    alternates: { canonical },
    openGraph: {
      title: store.name,
      description,
      url: canonical,
      type: 'website',
      ...(image ? { images: [{ url: image, alt: store.name }] } : {}),
    },
  };
}

/** Spec 02 §2 store page: header, the store's categories and items, and (not for food) the item view. */
export default async function StorePage(props: Props) {
  const { id, moduleId, position, categoryId, item: selected } = await readProps(props);
  const [store, { t, locale }, config, state, origin] = await Promise.all([
    loadStore(id, moduleId, position?.lat ?? null, position?.lng ?? null),
    getRequestI18n(),
    loadConfig(),
    readServerShellState(),
    getSiteOrigin(),
  ]);
  const settings = toCatalogSettings(config);
  const absolute = (path: string | undefined) => (path ? new URL(path, origin).toString() : null);

  return (
    <div className="space-y-6">
      <JsonLd
        data={buildStoreJsonLd(store, settings, {
          page: new URL(getStoreHref(store), origin).toString(),
          image: absolute(toImageSrc(store.cover_photo_full_url)),
          logo: absolute(toImageSrc(store.logo_full_url)),
        })}
      />
      <StoreHeader store={store} t={t} locale={locale} settings={settings} />
      <Suspense key={categoryId ?? 'all'} fallback={<GridSkeleton label={t('common.loading')} />}>
        <StoreItems
          store={store}
          position={position}
          categoryId={categoryId}
          selected={selected}
          isSignedIn={state.isSignedIn}
        />
      </Suspense>
    </div>
  );
}

/** The store's categories and items, and (not for food) the item view in the right column. */
async function StoreItems({
  store,
  position,
  categoryId,
  selected,
  isSignedIn,
}: {
  store: StoreDetails;
  position: { lat: number; lng: number } | null;
  categoryId: number | null;
  selected: string | undefined;
  isSignedIn: boolean;
}) {
  const [{ t }, config] = await Promise.all([getRequestI18n(), loadConfig()]);
  const settings = toCatalogSettings(config);
  const scope = { moduleId: store.module_id };
  const itemsQuery = { store_id: store.id, ...(categoryId ? { category_id: categoryId } : {}) };
  const [categories, items] = await Promise.all([
    fetchSection('/categories', { schema: CategoryListSchema, scope }),
    fetchSection('/items/latest', {
      schema: ItemPageSchema,
      scope,
      query: { ...itemsQuery, limit: STORE_PAGE_SIZE, offset: 1 },
    }),
  ]);

  // Spec 01 §2: "the item view is not rendered for module type food in the right column". Other
  // modules show the chosen item (or the first) beside the list on wide screens; food opens the
  // item as a modal.
  const hasItemColumn = store.module_type !== 'food';
  const columnSlug = hasItemColumn
    ? selected && SLUG.test(selected)
      ? selected
      : items?.products[0]?.slug
    : undefined;
  const columnItem = columnSlug
    ? await fetchSection(`/items/details/${encodeURIComponent(columnSlug)}`, {
        schema: ItemDetailsSchema,
        scope,
      })
    : null;

  const storeHref = getStoreHref(store, position);
  const withQuery = (extra: Record<string, string | null>) => {
    const url = new URL(storeHref, 'http://local.invalid');
    for (const [key, value] of Object.entries(extra)) {
      if (value === null) url.searchParams.delete(key);
      else url.searchParams.set(key, value);
    }
    return `${url.pathname}${url.search}`;
  };
  const storeCategories = (categories ?? []).filter(
    (category) => category.parent_id === 0 && store.category_ids.includes(category.id),
  );
  const chip =
    'inline-flex min-h-11 items-center whitespace-nowrap rounded-full border px-4 text-sm font-medium';

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
          <nav aria-label={t('stores.categoriesNav')}>
            <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-wrap lg:px-0">
              <li>
                <Link
                  href={withQuery({ category_id: null, item: null })}
                  scroll={false}
                  aria-current={categoryId === null ? 'page' : undefined}
                  className={classNames(
                    chip,
                    categoryId === null
                      ? 'border-brand bg-brand text-on-brand'
                      : 'border-line hover:border-brand',
                  )}
                >
                  {t('stores.allItems')}
                </Link>
              </li>
              {storeCategories.map((category) => (
                <li key={category.id}>
                  <Link
                    href={withQuery({ category_id: String(category.id), item: null })}
                    scroll={false}
                    aria-current={categoryId === category.id ? 'page' : undefined}
                    className={classNames(
                      chip,
                      categoryId === category.id
                        ? 'border-brand bg-brand text-on-brand'
                        : 'border-line hover:border-brand',
                    )}
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {items ? (
          <PagedProducts
            key={categoryId ?? 'all'}
            page={items}
            t={t}
            settings={settings}
            path="/items/latest"
            query={itemsQuery}
            moduleId={store.module_id}
            pageSize={STORE_PAGE_SIZE}
            quickView={{ modalmanage: 'false', currentStoreId: store.id }}
            panelBase={hasItemColumn ? `${withQuery({ item: null })}&item=` : undefined}
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
          <ItemDetailView
            item={columnItem}
            t={t}
            settings={settings}
            modalmanage="false"
            currentStoreId={store.id}
            isSignedIn={isSignedIn}
          />
        </aside>
      ) : null}
    </div>
  );
}
