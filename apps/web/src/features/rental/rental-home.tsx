import type { Config } from '@marketplace/contract/config';
import { bannerList } from '@marketplace/contract/endpoints/promotions';
import {
  popularProviders,
  topRatedVehicles,
  vehicleBrandList,
  vehicleCategoryList,
} from '@marketplace/contract/endpoints/rental-catalog';
import type { Module } from '@marketplace/contract/modules';
import Link from 'next/link';
import { loadSection } from '@/features/catalog/catalog-api';
import { CatalogImage } from '@/features/catalog/catalog-image';
import { SectionHeading } from '@/features/catalog/section-heading';
import { BannerCarousel, type Slide } from '@/features/home/banner-carousel';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { toImageSrc } from '@/lib/image-url';
import { ProviderCard, providerHref } from './provider-card';
import { RentalShell, TripSearchForm, VehicleGrid } from './rental-home-islands';

const searchHref = (query: string) => `/rental/vehicle-search?${query}`;

/**
 * The rental module's home (issue 13): trip search, banners, categories, top-rated vehicles,
 * popular providers and brands, rendered on the server; cards and the search are interactive.
 */
export async function RentalHome({ module, config }: { module: Module; config: Config | null }) {
  const { t } = await getRequestI18n();
  const scope = { moduleId: module.id };
  const [banners, categories, topRated, providers, brands] = await Promise.all([
    loadSection(bannerList, { scope }),
    loadSection(vehicleCategoryList, { scope }),
    loadSection(topRatedVehicles, { scope, query: { limit: 6, offset: 1 } }),
    loadSection(popularProviders, { scope, query: { limit: 6, offset: 1 } }),
    loadSection(vehicleBrandList, { scope }),
  ]);
  const slides: Slide[] = (banners?.banners ?? []).flatMap((banner) => {
    const imageSrc = toImageSrc(banner.image_full_url);
    if (!imageSrc) return [];
    const href = banner.store ? providerHref(banner.store.id) : null;
    return [{ id: banner.id, title: banner.title, imageSrc, href }];
  });
  const center = config?.default_location ?? { lat: 0, lng: 0 };
  return (
    <RentalShell moduleId={module.id}>
      <div className="space-y-8">
        <TripSearchForm center={center} />
        {slides.length > 0 ? <BannerCarousel slides={slides} /> : null}
        {categories && categories.length > 0 ? (
          <section aria-labelledby="rental-categories">
            <SectionHeading
              id="rental-categories"
              title={t('rental.home.categories')}
              viewAll={{ href: searchHref('all_category=1'), label: t('rental.home.seeAll') }}
            />
            <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-7">
              {categories.map((category) => (
                <li key={category.id}>
                  <Link
                    href={searchHref(`categoryId=${category.id}`)}
                    className="flex flex-col items-center gap-2 rounded-xl border border-line bg-surface-raised p-3 text-center text-sm hover:bg-surface-muted"
                  >
                    <CatalogImage
                      url={category.image_full_url}
                      alt=""
                      width={56}
                      height={56}
                      className="size-14 rounded-lg"
                    />
                    <span className="font-medium">{category.name}</span>
                    <span className="text-xs text-ink-muted">
                      {t('rental.home.vehicles', { count: category.vehicles_count })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {topRated && topRated.vehicles.length > 0 ? (
          <section aria-labelledby="rental-top-rated">
            <SectionHeading
              id="rental-top-rated"
              title={t('rental.home.topRated')}
              viewAll={{
                href: searchHref('all_category=1&sort=rating'),
                label: t('rental.home.seeAll'),
              }}
            />
            <VehicleGrid vehicles={topRated.vehicles} from="home" />
          </section>
        ) : null}
        {providers && providers.stores.length > 0 ? (
          <section aria-labelledby="rental-providers">
            <SectionHeading id="rental-providers" title={t('rental.home.providers')} />
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {providers.stores.map((provider) => (
                <li key={provider.id}>
                  <ProviderCard provider={provider} t={t} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {brands && brands.length > 0 ? (
          <section aria-labelledby="rental-brands">
            <SectionHeading id="rental-brands" title={t('rental.home.brands')} />
            <ul className="flex flex-wrap gap-3">
              {brands.map((brand) => (
                <li key={brand.id}>
                  <Link
                    href={searchHref(`all_category=1&brand_id=${brand.id}`)}
                    className="flex items-center gap-2 rounded-full border border-line bg-surface-raised px-3 py-1.5 text-sm hover:bg-surface-muted"
                  >
                    <CatalogImage
                      url={brand.image_full_url}
                      alt=""
                      width={24}
                      height={24}
                      className="size-6 rounded-full"
                    />
                    {brand.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </RentalShell>
  );
}
