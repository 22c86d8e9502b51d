import { ItemDetailsSchema, ItemListSchema } from '@marketplace/contract/items';
import { clipText } from '@marketplace/domain/catalog/display';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache, Suspense } from 'react';
import { fetchCatalog, fetchSection, readParam } from '@/features/catalog/catalog-api';
import { toCatalogSettings } from '@/features/catalog/catalog-settings';
import { RowSkeleton } from '@/features/catalog/grid-skeleton';
import { JsonLd } from '@/features/catalog/json-ld';
import { getPriceView } from '@/features/catalog/price-view';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { ItemDetailView } from '@/features/items/item-detail-view';
import { getItemHref } from '@/features/items/item-href';
import { buildProductJsonLd } from '@/features/items/product-json-ld';
import { ProductRow } from '@/features/items/product-row';
import { loadConfig } from '@/features/layout/shell-data';
import { getStoreHref } from '@/features/stores/store-href';
import { toImageSrc } from '@/lib/image-url';
import { readServerShellState } from '@/lib/server-api';
import { getSiteOrigin } from '@/lib/site-url';

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/i;

/** One details call per request, shared by the metadata and the page. */
const loadItem = cache(async (id: string, moduleId: string | undefined, campaign: boolean) => {
  if (!SLUG.test(id)) notFound();
  return fetchCatalog(`/items/details/${encodeURIComponent(id)}`, {
    schema: ItemDetailsSchema,
    query: campaign ? { campaign: 1 } : undefined,
    scope: { moduleId: moduleId && /^\d{1,9}$/.test(moduleId) ? Number(moduleId) : null },
  });
});

async function readProps({ params, searchParams }: Props) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const moduleId = readParam(query.module_id);
  const campaign = readParam(query.campaign) === '1';
  return { id, moduleId, campaign };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { id, moduleId, campaign } = await readProps(props);
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
export default async function ProductPage(props: Props) {
  const { id, moduleId, campaign } = await readProps(props);
  const [item, { t }, config, state, origin] = await Promise.all([
    loadItem(id, moduleId, campaign),
    getRequestI18n(),
    loadConfig(),
    readServerShellState(),
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
          isSignedIn={state.isSignedIn}
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

/** More items from the same store, streamed after the item itself. */
async function RelatedItems({
  itemId,
  moduleId,
  storeName,
}: {
  itemId: number;
  moduleId: number;
  storeName: string;
}) {
  const [{ t }, config, related] = await Promise.all([
    getRequestI18n(),
    loadConfig(),
    fetchSection(`/items/related-store-items/${itemId}`, {
      schema: ItemListSchema,
      scope: { moduleId },
    }),
  ]);
  const items = (related ?? []).filter((entry) => entry.id !== itemId).slice(0, 10);
  return (
    <ProductRow
      id="related-items"
      title={t('items.moreFromStore', { store: storeName })}
      items={items}
      t={t}
      settings={toCatalogSettings(config)}
    />
  );
}
