import type { ItemDetails } from '@marketplace/contract/items';
import type { CatalogSettings } from '@/features/catalog/catalog-settings';
import type { PriceView } from '@/features/catalog/price-view';

/** schema.org Product with its offer (price, currency, availability) and rating. */
export function buildProductJsonLd(
  item: ItemDetails,
  view: PriceView,
  settings: CatalogSettings,
  urls: { page: string; images: string[]; store: string },
): Record<string, unknown> {
  const availability = item.in_stock
    ? 'https://schema.org/InStock'
    : item.module_type !== 'food' && item.stock <= 0
      ? 'https://schema.org/OutOfStock'
      : 'https://schema.org/LimitedAvailability';
  const offer = view.isRange
    ? {
        '@type': 'AggregateOffer',
        lowPrice: view.lowPrice,
        highPrice: view.highPrice,
        offerCount: item.variations.length,
      }
    : { '@type': 'Offer', price: view.lowPrice };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.name,
    description: item.description || undefined,
    image: urls.images,
    sku: String(item.id),
    url: urls.page,
    category: item.category_ids.map((category) => category.name).join(' > ') || undefined,
    offers: {
      ...offer,
      priceCurrency: settings.currencyCode,
      availability,
      url: urls.page,
      seller: { '@type': 'Organization', name: item.store_name, url: urls.store },
    },
    ...(item.rating_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(item.avg_rating.toFixed(1)),
            reviewCount: item.rating_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
