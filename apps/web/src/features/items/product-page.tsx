import { itemDetails } from '@marketplace/contract/endpoints/items';
import { clipText } from '@marketplace/domain/catalog/display';
import type { Metadata } from 'next';
import { cache, Suspense } from 'react';
import { loadCatalog } from '@/features/catalog/catalog-api';
import { toCatalogSettings } from '@/features/catalog/catalog-settings';
import { RowSkeleton } from '@/features/catalog/grid-skeleton';
import { JsonLd } from '@/features/catalog/json-ld';
import { getPriceView } from '@/features/catalog/price-view';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { loadConfig } from '@/features/layout/shell-data';
import { getStoreHref } from '@/features/stores/store-href';
import { toImageSrc } from '@/lib/image-url';
import { getSiteOrigin } from '@/lib/site-url';
import { ItemDetailView } from './item-detail-view';
import { getItemHref } from './item-href';
import { buildProductJsonLd } from './product-json-ld';
import { type ProductPageProps, readProductPageProps } from './product-page-query';
import { RelatedItems } from './related-items';

/** One details call per request, shared by the metadata and the page. */
const loadItem = cache((id: string, moduleId: number | null, campaign: boolean) =>
  loadCatalog(itemDetails, {
    params: { id },
    query: campaign ? { campaign: 1 } : undefined,
    scope: { moduleId },
  }),
);

export async function generateProductMetadata(props: ProductPageProps): Promise<Metadata> {
  const { id, moduleId, campaign } = await readProductPageProps(props);
  const item = await loadItem(id, moduleId, campaign);
  const description = clipText(item.description || item.name, 160).text;
  const image = toImageSrc(item.image_full_url);
  const canonical = getItemHref(item);
  return {
    title: item.name,
    description,
    alternates: { canonical },
    openGraph: {
      title: item.name,
      description,
      url: canonical,
      type: 'website',
      ...(image ? { images: [{ url: image, alt: item.name }] } : {}),
    },
  };
}

/** Spec 01 §2 item detail view as a full page (server-rendered; modalmanage 'true'). */
export async function ProductPage(props: ProductPageProps) {
  const { id, moduleId, campaign } = await readProductPageProps(props);
  const [item, { t }, config, origin] = await Promise.all([
    loadItem(id, moduleId, campaign),
    getRequestI18n(),
    loadConfig(),
    getSiteOrigin(),
  ]);
  const settings = toCatalogSettings(config);
  const absolute = (path: string) => new URL(path, origin).toString();
  const images = [item.image_full_url, ...item.images_full_url]
    .map((url) => toImageSrc(url))
    .filter((src): src is string => Boolean(src))
    .map(absolute);

  return (
    <div className="space-y-10">
      <JsonLd
        data={buildProductJsonLd(item, getPriceView(item, settings.currency), settings, {
          page: absolute(getItemHref(item)),
          images: [...new Set(images)],
          store: absolute(
            getStoreHref({
              id: item.store_id,
              slug: item.store_slug,
              module_id: item.module_id,
              zone_id: item.zone_id,
              module_type: item.module_type,
            }),
          ),
        })}
      />
      <article aria-labelledby="item-title">
        <ItemDetailView
          headingId="item-title"
          item={item}
          t={t}
          settings={settings}
          modalmanage="true"
          headingLevel={1}
          priorityImage
        />
      </article>
      {campaign ? null : (
        <Suspense fallback={<RowSkeleton label={t('common.loading')} />}>
          <RelatedItems itemId={item.id} moduleId={item.module_id} storeName={item.store_name} />
        </Suspense>
      )}
    </div>
  );
}
