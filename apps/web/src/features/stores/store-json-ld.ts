import type { StoreDetails } from '@marketplace/contract/stores';
import type { CatalogSettings } from '@/features/catalog/catalog-settings';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** schema.org Store (a LocalBusiness; Restaurant for food) with address, hours and rating. */
export function buildStoreJsonLd(
  store: StoreDetails,
  settings: CatalogSettings,
  urls: { page: string; image: string | null; logo: string | null },
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type':
      store.module_type === 'food'
        ? 'Restaurant'
        : store.module_type === 'pharmacy'
          ? 'Pharmacy'
          : 'Store',
    name: store.name,
    url: urls.page,
    ...(urls.image ? { image: urls.image } : {}),
    ...(urls.logo ? { logo: urls.logo } : {}),
    telephone: store.phone || undefined,
    email: store.email || undefined,
    address: { '@type': 'PostalAddress', streetAddress: store.address },
    geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude },
    currenciesAccepted: settings.currencyCode,
    ...(store.price_range
      ? { priceRange: `${store.price_range.min}-${store.price_range.max} ${settings.currencyCode}` }
      : {}),
    openingHoursSpecification: store.schedules.map((slot) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${DAY_NAMES[slot.day] ?? 'Sunday'}`,
      opens: slot.opening_time,
      closes: slot.closing_time,
    })),
    ...(store.rating_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(store.avg_rating.toFixed(1)),
            reviewCount: store.rating_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
