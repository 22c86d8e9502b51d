import { storeDetails } from '@marketplace/contract/endpoints/stores';
import type { StoreDetails } from '@marketplace/contract/stores';
import type { Metadata } from 'next';
import { cache, Suspense } from 'react';
import { loadCatalog } from '@/features/catalog/catalog-api';
import { toCatalogSettings } from '@/features/catalog/catalog-settings';
import { GridSkeleton } from '@/features/catalog/grid-skeleton';
import { JsonLd } from '@/features/catalog/json-ld';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { loadConfig } from '@/features/layout/shell-data';
import { StoreReviews, StoreReviewsSkeleton } from '@/features/reviews/store-reviews';
import { toImageSrc } from '@/lib/image-url';
import { readRenderInstant } from '@/lib/server-api';
import { getSiteOrigin } from '@/lib/site-url';
import { StoreHeader } from './store-header';
import { getStoreHref } from './store-href';
import { StoreItems } from './store-items';
import { buildStoreJsonLd } from './store-json-ld';
import { readStorePageProps, type StorePageProps } from './store-page-query';

/** One details call per request, shared by the metadata and the page. */
const loadStore = cache(
  (id: string, moduleId: number | null, lat: number | null, lng: number | null) =>
    loadCatalog(storeDetails, { params: { id }, scope: { moduleId, lat, lng } }),
);

function loadStoreOf(props: Awaited<ReturnType<typeof readStorePageProps>>): Promise<StoreDetails> {
  return loadStore(
    props.id,
    props.moduleId,
    props.position?.lat ?? null,
    props.position?.lng ?? null,
  );
}

export async function generateStoreMetadata(props: StorePageProps): Promise<Metadata> {
  const [store, { t }] = await Promise.all([
    readStorePageProps(props).then(loadStoreOf),
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
export async function StorePage(props: StorePageProps) {
  const query = await readStorePageProps(props);
  const [store, { t, locale }, config, origin, now] = await Promise.all([
    loadStoreOf(query),
    getRequestI18n(),
    loadConfig(),
    getSiteOrigin(),
    readRenderInstant(),
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
      <StoreHeader store={store} t={t} locale={locale} settings={settings} now={now} />
      <Suspense
        key={query.categoryId ?? 'all'}
        fallback={<GridSkeleton label={t('common.loading')} />}
      >
        <StoreItems
          store={store}
          position={query.position}
          categoryId={query.categoryId}
          selected={query.item}
        />
      </Suspense>
      <Suspense fallback={<StoreReviewsSkeleton />}>
        <StoreReviews storeId={store.id} timeZone={store.time_zone} />
      </Suspense>
    </div>
  );
}
