import { type Category, CategoryListSchema } from '@marketplace/contract/categories';
import type { Item } from '@marketplace/contract/items';
import { type ItemPage, ItemPageSchema } from '@marketplace/contract/items';
import type { Module } from '@marketplace/contract/modules';
import {
  BannersResponseSchema,
  type BasicCampaign,
  BasicCampaignListSchema,
  type Brand,
  BrandListSchema,
  CampaignItemListSchema,
  type FlashSaleResponse,
  FlashSaleResponseSchema,
} from '@marketplace/contract/promotions';
import { type StorePage, StorePageSchema } from '@marketplace/contract/stores';
import Link from 'next/link';
import { type ReactNode, Suspense } from 'react';
import { preload } from 'react-dom';
import { fetchSection } from '@/features/catalog/catalog-api';
import { CatalogImage } from '@/features/catalog/catalog-image';
import type { CatalogSettings } from '@/features/catalog/catalog-settings';
import { formatDate } from '@/features/catalog/format-date';
import { SectionHeading } from '@/features/catalog/section-heading';
import { CategoryTile } from '@/features/categories/category-tile';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { getItemHref } from '@/features/items/item-href';
import { ProductCard } from '@/features/items/product-card';
import { ProductRow } from '@/features/items/product-row';
import { getStoreHref } from '@/features/stores/store-href';
import { StoreRow } from '@/features/stores/store-row';
import { Skeleton } from '@/features/ui/skeleton';
import { toImageSrc } from '@/lib/image-url';
import { BannerCarousel, type Slide } from './banner-carousel';

/** Items per home row (two rows of five on wide screens, a scroller on phones). */
const ROW = 10;

type Section<T> = Promise<T | null>;

/**
 * A module's home. Every list is requested at once; the banners (the largest paint) render in the
 * first flush and each other section sits in its own Suspense boundary, so it streams if slow and,
 * above all, hydrates as its own unit instead of one long main-thread task. A failing list is
 * left out.
 */
export async function ModuleHome({
  module,
  settings,
}: {
  module: Module;
  settings: CatalogSettings;
}) {
  const scope = { moduleId: module.id };
  const page = { limit: ROW, offset: 1 };
  const banners = fetchSection('/banners', { schema: BannersResponseSchema, scope });
  const categories = fetchSection('/categories', { schema: CategoryListSchema, scope });
  const popularStores = fetchSection('/stores/popular', {
    schema: StorePageSchema,
    scope,
    query: { type: 'all', offset: 1, limit: 12 },
  });
  const latestStores = fetchSection('/stores/latest', {
    schema: StorePageSchema,
    scope,
    query: { limit: 12, offset: 1 },
  });
  const popularItems = fetchSection('/items/popular', {
    schema: ItemPageSchema,
    scope,
    query: page,
  });
  const discountedItems = fetchSection('/items/discounted', {
    schema: ItemPageSchema,
    scope,
    query: page,
  });
  const newItems = fetchSection('/items/new-arrival', {
    schema: ItemPageSchema,
    scope,
    query: page,
  });
  const campaigns = fetchSection('/campaigns/basic', { schema: BasicCampaignListSchema, scope });
  const campaignItems = fetchSection('/campaigns/item', { schema: CampaignItemListSchema, scope });
  const flashSale = fetchSection('/flash-sales', { schema: FlashSaleResponseSchema, scope });
  const brands =
    module.module_type === 'ecommerce'
      ? fetchSection('/brand', { schema: BrandListSchema, scope })
      : Promise.resolve(null);

  const [{ t }, bannerList] = await Promise.all([getRequestI18n(), banners]);
  const slides: Slide[] = (bannerList?.banners ?? []).flatMap((banner) => {
    const imageSrc = toImageSrc(banner.image_full_url);
    if (!imageSrc) return [];
    const href =
      banner.type === 'store_wise' && banner.store
        ? getStoreHref({ ...banner.store, module_id: banner.module_id, zone_id: banner.zone_id })
        : banner.type === 'item_wise' && banner.item
          ? getItemHref({ ...banner.item, module_id: banner.module_id })
          : null;
    return [{ id: banner.id, title: banner.title, imageSrc, href }];
  });
  const first = slides[0];
  // The first banner is the page's largest paint: ask for it with the document's head.
  if (first) preload(first.imageSrc, { as: 'image', fetchPriority: 'high' });

  if (module.stores_count === 0 && slides.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line p-8 text-center text-ink-muted">
        {t('home.nothingYet')}
      </p>
    );
  }

  const rowFallback = <RowSkeleton />;
  return (
    <>
      {slides.length > 0 ? <BannerCarousel slides={slides} /> : null}
      <Suspense fallback={<CategoriesSkeleton />}>
        <HomeCategories categories={categories} />
      </Suspense>
      <Suspense fallback={null}>
        <HomeFlashSale sale={flashSale} settings={settings} />
      </Suspense>
      <Suspense fallback={rowFallback}>
        <HomeStores
          id="home-popular-stores"
          titleKey="home.popularStores"
          href="/store/popular"
          stores={popularStores}
          settings={settings}
        />
      </Suspense>
      <Suspense fallback={rowFallback}>
        <HomeItems
          defer
          id="home-popular-items"
          titleKey="home.popularItems"
          items={popularItems}
          settings={settings}
        />
      </Suspense>
      <Suspense fallback={rowFallback}>
        <HomeItems
          defer
          id="home-discounted-items"
          titleKey="home.discountedItems"
          items={discountedItems}
          settings={settings}
        />
      </Suspense>
      <Suspense fallback={rowFallback}>
        <HomeCampaigns defer campaigns={campaigns} items={campaignItems} settings={settings} />
      </Suspense>
      <Suspense fallback={rowFallback}>
        <HomeItems
          defer
          id="home-new-items"
          titleKey="home.newArrivals"
          items={newItems}
          settings={settings}
        />
      </Suspense>
      <Suspense fallback={rowFallback}>
        <HomeStores
          defer
          id="home-latest-stores"
          titleKey="home.latestStores"
          href="/store/latest"
          stores={latestStores}
          settings={settings}
        />
      </Suspense>
      <Suspense fallback={null}>
        <HomeBrands brands={brands} />
      </Suspense>
    </>
  );
}

function RowSkeleton() {
  return (
    <div aria-hidden className="space-y-3">
      <Skeleton className="h-7 w-40" />
      <div className="flex gap-3 overflow-hidden">
        {[0, 1, 2, 3, 4].map((key) => (
          <Skeleton key={key} className="h-72 w-[11rem] shrink-0 rounded-xl sm:w-[13rem]" />
        ))}
      </div>
    </div>
  );
}

function CategoriesSkeleton() {
  return (
    <div aria-hidden className="space-y-3">
      <Skeleton className="h-11 w-40" />
      <div className="flex gap-2 overflow-hidden">
        {[0, 1, 2, 3, 4, 5, 6].map((key) => (
          <div key={key} className="flex w-20 shrink-0 flex-col items-center gap-1.5 p-1 md:w-24">
            <Skeleton className="size-16 rounded-full md:size-20" />
            <Skeleton className="h-4 w-14" />
          </div>
        ))}
      </div>
    </div>
  );
}

type TitleKey =
  | 'home.popularStores'
  | 'home.latestStores'
  | 'home.popularItems'
  | 'home.discountedItems'
  | 'home.newArrivals';

async function HomeCategories({ categories }: { categories: Section<Category[]> }) {
  const [{ t }, list] = await Promise.all([getRequestI18n(), categories]);
  const top = (list ?? []).filter((category) => category.parent_id === 0);
  if (top.length === 0) return null;
  return (
    <section aria-labelledby="home-categories">
      <SectionHeading
        id="home-categories"
        title={t('home.categories')}
        viewAll={{ href: '/categories', label: t('catalog.viewAll') }}
      />
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 lg:mx-0 lg:px-0">
        {top.map((category, index) => (
          <li
            key={category.id}
            className={index >= 5 ? 'defer-tile w-20 shrink-0 md:w-24' : 'w-20 shrink-0 md:w-24'}
          >
            <CategoryTile category={category} />
          </li>
        ))}
      </ul>
    </section>
  );
}

async function HomeStores({
  id,
  titleKey,
  href,
  stores,
  settings,
  defer = false,
}: {
  defer?: boolean;
  id: string;
  titleKey: TitleKey;
  href: string;
  stores: Section<StorePage>;
  settings: CatalogSettings;
}) {
  const [{ t }, page] = await Promise.all([getRequestI18n(), stores]);
  return (
    <StoreRow
      id={id}
      title={t(titleKey)}
      stores={page?.stores ?? []}
      t={t}
      settings={settings}
      viewAll={{ href, label: t('catalog.viewAll') }}
      className={defer ? 'defer-render' : undefined}
    />
  );
}

async function HomeItems({
  id,
  titleKey,
  items,
  settings,
  defer = false,
}: {
  defer?: boolean;
  id: string;
  titleKey: TitleKey;
  items: Section<ItemPage>;
  settings: CatalogSettings;
}) {
  const [{ t }, page] = await Promise.all([getRequestI18n(), items]);
  return (
    <ProductRow
      id={id}
      title={t(titleKey)}
      items={page?.products ?? []}
      t={t}
      settings={settings}
      className={defer ? 'defer-render' : undefined}
    />
  );
}

async function HomeFlashSale({
  sale: salePromise,
  settings,
}: {
  sale: Section<FlashSaleResponse>;
  settings: CatalogSettings;
}) {
  const [{ t, locale }, response] = await Promise.all([getRequestI18n(), salePromise]);
  const sale = response?.flash_sale;
  if (!sale || sale.products.length === 0) return null;
  return (
    <section aria-labelledby="home-flash-sale" className="rounded-2xl bg-brand-soft p-4 md:p-5">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="home-flash-sale" className="text-lg font-bold md:text-xl">
          {sale.title || t('home.flashSale')}
        </h2>
        <p className="text-sm font-semibold text-brand-strong">
          {t('home.flashSaleEnds', { date: formatDate(sale.end_date, locale) })}
        </p>
      </div>
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:grid-cols-5 lg:overflow-visible lg:px-0">
        {sale.products.map((product) => {
          const soldShare =
            product.stock > 0 ? Math.min(100, Math.round((product.sold / product.stock) * 100)) : 0;
          return (
            <li
              key={product.item.id}
              className="flex w-[11rem] shrink-0 snap-start flex-col gap-2 sm:w-[13rem] lg:w-auto"
            >
              <ProductCard
                item={{
                  ...product.item,
                  discount: product.discount,
                  discount_type: product.discount_type,
                }}
                t={t}
                settings={settings}
              />
              <div>
                <div
                  role="progressbar"
                  aria-label={t('home.flashSaleSold', { sold: product.sold, stock: product.stock })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={soldShare}
                  className="h-1.5 overflow-hidden rounded-full bg-surface-raised"
                >
                  <div
                    className="h-full rounded-full bg-brand"
                    style={{ width: `${soldShare}%` }}
                  />
                </div>
                <p className="mt-1 text-xs text-ink-muted">
                  {t('home.flashSaleLeft', { count: product.available_stock })}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

async function HomeCampaigns({
  campaigns: campaignsPromise,
  items: itemsPromise,
  settings,
  defer = false,
}: {
  defer?: boolean;
  campaigns: Section<BasicCampaign[]>;
  items: Section<Item[]>;
  settings: CatalogSettings;
}) {
  const [{ t, locale }, campaigns, items] = await Promise.all([
    getRequestI18n(),
    campaignsPromise,
    itemsPromise,
  ]);
  if (!campaigns?.length && !items?.length) return null;
  let cards: ReactNode = null;
  if (campaigns?.length) {
    cards = (
      <ul className="grid gap-3 md:grid-cols-2">
        {campaigns.map((campaign) => (
          <li key={campaign.id}>
            <article className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface-raised shadow-sm">
              <CatalogImage
                url={campaign.image_full_url}
                alt=""
                width={600}
                height={200}
                className="aspect-[3/1] w-full bg-surface-muted object-cover"
              />
              <div className="flex flex-1 flex-col gap-1 p-3">
                <h3 className="font-semibold">{campaign.title}</h3>
                <p className="text-xs text-ink-muted">
                  {t('home.campaignDates', {
                    start: formatDate(campaign.start_date, locale),
                    end: formatDate(campaign.end_date, locale),
                  })}
                </p>
                {campaign.description ? (
                  <p className="line-clamp-2 text-sm text-ink-muted">{campaign.description}</p>
                ) : null}
                {campaign.stores.length > 0 ? (
                  <ul aria-label={t('home.campaignStores')} className="mt-1 flex flex-wrap gap-1.5">
                    {campaign.stores.map((store) => (
                      <li key={store.id}>
                        <Link
                          href={getStoreHref(store)}
                          prefetch={false}
                          className="inline-flex min-h-11 items-center rounded-full border border-line px-3 text-xs font-semibold hover:border-brand hover:text-brand"
                        >
                          {store.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </article>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section
      aria-labelledby="home-campaigns"
      className={defer ? 'defer-render space-y-4' : 'space-y-4'}
    >
      <SectionHeading id="home-campaigns" title={t('home.campaigns')} />
      {cards}
      <ProductRow
        id="home-campaign-items"
        title={t('home.campaignItems')}
        items={items ?? []}
        t={t}
        settings={settings}
        headingLevel={3}
      />
    </section>
  );
}

async function HomeBrands({ brands: brandsPromise }: { brands: Section<Brand[]> }) {
  const [{ t }, brands] = await Promise.all([getRequestI18n(), brandsPromise]);
  if (!brands?.length) return null;
  return (
    <section aria-labelledby="home-brands">
      <SectionHeading id="home-brands" title={t('home.brands')} />
      <ul className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-2 lg:mx-0 lg:px-0">
        {brands.map((brand) => (
          <li
            key={brand.id}
            className="flex w-28 shrink-0 flex-col items-center gap-1.5 rounded-xl border border-line bg-surface-raised p-3 text-center"
          >
            <CatalogImage
              url={brand.image_full_url}
              alt=""
              width={64}
              height={64}
              className="size-16 rounded-lg object-contain"
            />
            <span className="line-clamp-1 text-xs font-medium">{brand.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
