import type { Module } from '@marketplace/contract/modules';
import { Suspense } from 'react';
import { preload } from 'react-dom';
import type { CatalogSettings } from '@/features/catalog/catalog-settings';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { BannerCarousel } from './banner-carousel';
import { toBannerSlides } from './banner-slides';
import { HomeAdvertisements } from './home-advertisements';
import { HomeBrands } from './home-brands';
import { HomeCampaigns } from './home-campaigns';
import { HomeCategories } from './home-categories';
import { HomeFeaturedCategories } from './home-featured-categories';
import { HomeFlashSale } from './home-flash-sale';
import { HomeItemRow } from './home-item-row';
import { HomeOtherBanners } from './home-other-banners';
import { requestHomeSections } from './home-sections-data';
import { HomeBannerStripSkeleton, HomeCategoriesSkeleton, HomeRowSkeleton } from './home-skeletons';
import { HomeStoreRow } from './home-store-row';

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
  const sections = requestHomeSections(module);
  const [{ t }, banners] = await Promise.all([getRequestI18n(), sections.banners]);
  const slides = toBannerSlides(banners);
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

  const rowFallback = <HomeRowSkeleton />;
  return (
    <>
      {slides.length > 0 ? <BannerCarousel slides={slides} /> : null}
      <Suspense fallback={<HomeCategoriesSkeleton />}>
        <HomeCategories categories={sections.categories} />
      </Suspense>
      <Suspense fallback={null}>
        <HomeFlashSale sale={sections.flashSale} settings={settings} />
      </Suspense>
      <Suspense fallback={null}>
        <HomeStoreRow
          id="home-visit-again"
          titleKey="home.visitAgain"
          stores={sections.visitAgain}
          settings={settings}
        />
      </Suspense>
      <Suspense fallback={rowFallback}>
        <HomeStoreRow
          id="home-popular-stores"
          titleKey="home.popularStores"
          href="/store/popular"
          stores={sections.popularStores}
          settings={settings}
        />
      </Suspense>
      <Suspense fallback={rowFallback}>
        <HomeItemRow
          defer
          id="home-popular-items"
          titleKey="home.popularItems"
          items={sections.popularItems}
          settings={settings}
        />
      </Suspense>
      <Suspense fallback={rowFallback}>
        <HomeStoreRow
          defer
          id="home-recommended-stores"
          titleKey="home.recommendedStores"
          stores={sections.recommendedStores}
          settings={settings}
        />
      </Suspense>
      <Suspense fallback={rowFallback}>
        <HomeAdvertisements data={sections.promotions} module={module} />
      </Suspense>
      <Suspense fallback={rowFallback}>
        <HomeItemRow
          defer
          id="home-discounted-items"
          titleKey="home.discountedItems"
          items={sections.discountedItems}
          settings={settings}
        />
      </Suspense>
      <Suspense fallback={rowFallback}>
        <HomeStoreRow
          defer
          id="home-discounted-stores"
          titleKey="home.discountedStores"
          stores={sections.discountedStores}
          settings={settings}
        />
      </Suspense>
      <Suspense fallback={<HomeBannerStripSkeleton />}>
        <HomeOtherBanners data={sections.promotions} module={module} />
      </Suspense>
      <Suspense fallback={rowFallback}>
        <HomeFeaturedCategories featured={sections.featuredCategories} settings={settings} />
      </Suspense>
      <Suspense fallback={rowFallback}>
        <HomeItemRow
          defer
          id="home-suggested-items"
          titleKey="home.suggestedItems"
          items={sections.suggestedItems}
          settings={settings}
        />
      </Suspense>
      <Suspense fallback={rowFallback}>
        <HomeCampaigns
          defer
          campaigns={sections.campaigns}
          items={sections.campaignItems}
          settings={settings}
        />
      </Suspense>
      <Suspense fallback={rowFallback}>
        <HomeItemRow
          defer
          id="home-new-items"
          titleKey="home.newArrivals"
          items={sections.newItems}
          settings={settings}
        />
      </Suspense>
      <Suspense fallback={rowFallback}>
        <HomeStoreRow
          defer
          id="home-latest-stores"
          titleKey="home.latestStores"
          href="/store/latest"
          stores={sections.latestStores}
          settings={settings}
        />
      </Suspense>
      <Suspense fallback={null}>
        <HomeBrands brands={sections.brands} />
      </Suspense>
    </>
  );
}
