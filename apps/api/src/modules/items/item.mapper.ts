import type { Flag } from '@marketplace/contract/flags';
import type { Item } from '@marketplace/contract/items';
import type { ModuleType } from '@marketplace/contract/modules';
import { isInStock, isItemAvailableNow } from '@marketplace/domain/catalog/availability';
import { getItemPriceRange } from '@marketplace/domain/catalog/price-range';
import { buildMediaUrl } from '../../lib/media-url';
import { translate } from '../../lib/translate';
import type { CatalogView } from '../catalog/catalog-view';
import type { ItemRecord } from './item-columns.repository';

/** Halal tags apply where halal is a food rule: food and grocery (documented in the contract). */
export const HALAL_TAG_MODULES: readonly ModuleType[] = ['food', 'grocery'];

export const toFlag = (value: number): Flag => (value > 0 ? 1 : 0);
export const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function toCategoryRefs(row: ItemRecord, view: CatalogView): Item['category_ids'] {
  return row.categoryIds.flatMap((ref) => {
    const category = view.categories.byId.get(ref.id);
    if (category?.status !== 1) return [];
    const name = translate(category.translations, view.scope.locale, 'name', category.name);
    return [{ id: ref.id, name, position: ref.position }];
  });
}

/** The item's add-ons that are active and belong to its own store, in the order listed. */
function toAddOns(row: ItemRecord, view: CatalogView): Item['add_ons'] {
  return row.addOnIds.flatMap((id) => {
    const addOn = view.addOns.get(id);
    if (addOn?.storeId !== row.storeId) return [];
    return {
      id: addOn.id,
      store_id: addOn.storeId,
      name: translate(addOn.translations, view.scope.locale, 'name', addOn.name),
      price: view.money.toWire(addOn.price),
    };
  });
}

function toStoreDiscount(row: ItemRecord, view: CatalogView): number {
  const discount = row.storeDiscount;
  return discount ? view.money.discountToWire(discount) : 0;
}

/** An item row as the Item entity of the contract (amounts in major units). */
export function toItem(row: ItemRecord, view: CatalogView): Item {
  const { money, scope, publicUrl } = view;
  const locale = scope.locale;
  const range = getItemPriceRange(row.price, row.variations, {
    type: row.discountType,
    value: row.discount,
  });
  const isAvailableNow = isItemAvailableNow(row, row.store.timeZone, scope.now);
  const storeDiscount = toStoreDiscount(row, view);
  return {
    id: row.id,
    slug: row.slug,
    name: translate(row.translations, locale, 'name', row.name),
    description: translate(row.translations, locale, 'description', row.description),
    price: money.toWire(row.price),
    stock: row.stock,
    unit_type: row.unitType,
    discount: money.discountToWire({ type: row.discountType, value: row.discount }),
    discount_type: row.discountType,
    store_discount: storeDiscount,
    restaurant_discount: storeDiscount,
    image_full_url: buildMediaUrl(publicUrl, row.image),
    images_full_url: row.images.map((path) => buildMediaUrl(publicUrl, path)),
    generic_name: row.genericName,
    nutritions_name: row.nutritionsName,
    allergies_name: row.allergiesName,
    veg: toFlag(row.veg),
    organic: toFlag(row.organic),
    is_halal: toFlag(row.isHalal),
    halal_tag_status: HALAL_TAG_MODULES.includes(scope.moduleType) ? 1 : 0,
    is_prescription_required: toFlag(row.isPrescriptionRequired),
    recommended: toFlag(row.recommended),
    avg_rating: oneDecimal(row.avgRating),
    rating_count: row.ratingCount,
    wishlist_count: 0,
    store_id: row.storeId,
    store_name: translate(row.store.translations, locale, 'name', row.store.name),
    store_slug: row.store.slug,
    module_id: row.moduleId,
    module_type: scope.moduleType,
    zone_id: row.store.zoneId,
    available_time_starts: row.availableTimeStarts,
    available_time_ends: row.availableTimeEnds,
    available_date_starts: row.availableDateStarts,
    available_date_ends: row.availableDateEnds,
    schedule_order: row.store.scheduleOrder,
    maximum_cart_quantity: row.maximumCartQuantity,
    tags: row.tags.map((name) => ({ name })),
    category_ids: toCategoryRefs(row, view),
    choice_options: row.choiceOptions,
    variations: row.variations.map((v) => ({ ...v, price: money.toWire(v.price) })),
    food_variations: row.foodVariations.map((group) => ({
      ...group,
      values: group.values.map((v) => ({
        label: v.label,
        optionPrice: money.toWire(v.optionPrice),
      })),
    })),
    add_ons: toAddOns(row, view),
    price_range: {
      min: money.toWire(range.min),
      max: money.toWire(range.max),
      discounted_min: money.toWire(range.discountedMin),
      discounted_max: money.toWire(range.discountedMax),
    },
    is_available_now: isAvailableNow,
    in_stock: isInStock(row.stock, isAvailableNow),
  };
}
