import type { ItemCard } from '@marketplace/contract/items';
import { isInStock, isItemAvailableNow } from '@marketplace/domain/catalog/availability';
import { getItemPriceRange } from '@marketplace/domain/catalog/price-range';
import { buildMediaUrl } from '../../lib/media-url';
import { translate } from '../../lib/translate';
import type { CatalogView } from '../catalog/catalog-view';
import { HALAL_TAG_MODULES, oneDecimal, toFlag } from './item.mapper';
import type { ItemRecord } from './item-columns.repository';

/**
 * An item row as a list's card (contract ItemCardSchema): only what the card shows, so a page of
 * cards maps and serializes less than a page of full items.
 */
export function toItemCard(row: ItemRecord, view: CatalogView): ItemCard {
  const { money, scope, publicUrl } = view;
  const locale = scope.locale;
  const range = getItemPriceRange(row.price, row.variations, {
    type: row.discountType,
    value: row.discount,
  });
  const isAvailableNow = isItemAvailableNow(row, row.store.timeZone, scope.now);
  return {
    id: row.id,
    slug: row.slug,
    name: translate(row.translations, locale, 'name', row.name),
    image_full_url: buildMediaUrl(publicUrl, row.image),
    price: money.toWire(row.price),
    discount: money.discountToWire({ type: row.discountType, value: row.discount }),
    discount_type: row.discountType,
    stock: row.stock,
    veg: toFlag(row.veg),
    organic: toFlag(row.organic),
    is_halal: toFlag(row.isHalal),
    halal_tag_status: HALAL_TAG_MODULES.includes(scope.moduleType) ? 1 : 0,
    recommended: toFlag(row.recommended),
    avg_rating: oneDecimal(row.avgRating),
    rating_count: row.ratingCount,
    store_id: row.storeId,
    store_name: translate(row.store.translations, locale, 'name', row.store.name),
    module_id: row.moduleId,
    module_type: scope.moduleType,
    available_date_starts: row.availableDateStarts,
    schedule_order: row.store.scheduleOrder,
    price_range: {
      min: money.toWire(range.min),
      max: money.toWire(range.max),
      discounted_min: money.toWire(range.discountedMin),
      discounted_max: money.toWire(range.discountedMax),
    },
    is_available_now: isAvailableNow,
    in_stock: isInStock(row.stock, isAvailableNow),
    has_choices: row.choiceOptions.length > 0 || row.foodVariations.length > 0,
  };
}
