import type { Locale } from '@marketplace/contract/headers';
import type { RentalProvider, Vehicle } from '@marketplace/contract/rental-catalog';
import type { ProviderDiscount } from '@marketplace/domain/rental/provider-discount';
import { getStartFromPrice } from '@marketplace/domain/rental/unit-price';
import { buildMediaUrl } from '../../lib/media-url';
import { translate } from '../../lib/translate';
import type { Money } from '../catalog/catalog-money';
import type { ProviderDiscountRow, ProviderRow, VehicleRow } from './vehicle-rows.repository';

export type RentalView = { money: Money; publicUrl: string; locale: Locale; today: string };

const flag = (value: number): 0 | 1 => (value > 0 ? 1 : 0);

/** A provider discount that applies today (its dates inclusive), in domain terms. */
export function toProviderDiscount(
  row: ProviderDiscountRow | undefined,
  today: string,
): ProviderDiscount | null {
  if (!row || row.discount <= 0) return null;
  if (today < row.startDate || today > row.endDate) return null;
  return {
    type: row.discountType,
    value: row.discount,
    minPurchase: row.minPurchase,
    maxDiscount: row.maxDiscount,
  };
}

export function toRentalProvider(
  row: ProviderRow,
  discount: ProviderDiscount | null,
  vehicleCount: number,
  view: RentalView,
): RentalProvider {
  const { money, publicUrl, locale } = view;
  return {
    id: row.id,
    name: translate(row.translations, locale, 'name', row.name),
    slug: row.slug,
    logo_full_url: buildMediaUrl(publicUrl, row.logo),
    cover_photo_full_url: buildMediaUrl(publicUrl, row.coverPhoto),
    address: row.address,
    avg_rating: row.avgRating,
    rating_count: row.ratingCount,
    pickup_zone_id: row.zoneId,
    zone_id: row.zoneId,
    time_zone: row.timeZone,
    tax: row.tax,
    discount: discount
      ? {
          discount: money.discountToWire({ type: discount.type, value: discount.value }),
          discount_type: discount.type,
          min_purchase: money.toWire(discount.minPurchase),
          max_discount: money.toWire(discount.maxDiscount),
        }
      : null,
    total_vehicles: vehicleCount,
  };
}

export function toVehicle(
  row: VehicleRow,
  provider: RentalProvider,
  available: number,
  view: RentalView,
): Vehicle {
  const { money, publicUrl, locale } = view;
  return {
    id: row.id,
    name: translate(row.translations, locale, 'name', row.name),
    description: translate(row.translations, locale, 'description', row.description),
    thumbnail_full_url: buildMediaUrl(publicUrl, row.thumbnail),
    images_full_url: (row.images.length > 0 ? row.images : [row.thumbnail]).map((path) =>
      buildMediaUrl(publicUrl, path),
    ),
    new_tag: flag(row.newTag),
    total_vehicle_count: row.totalVehicleCount,
    total_vehicles: available,
    total_reviews: row.totalReviews,
    avg_rating: row.avgRating,
    seating_capacity: row.seatingCapacity,
    type: row.type,
    model: row.model,
    engine_capacity: row.engineCapacity,
    engine_power: row.enginePower,
    air_condition: row.airCondition,
    transmission_type: row.transmissionType,
    fuel_type: row.fuelType,
    hourly_price: money.toWire(row.hourlyPrice),
    day_wise_price: money.toWire(row.dayWisePrice),
    distance_price: money.toWire(row.distancePrice),
    start_from_price: money.toWire(getStartFromPrice(row)),
    discount_price: money.discountToWire({ type: row.discountType, value: row.discountPrice }),
    discount_type: row.discountType,
    trip_hourly: flag(row.tripHourly),
    trip_distance: flag(row.tripDistance),
    trip_day_wise: flag(row.tripDayWise),
    category_id: row.categoryId,
    brand: { id: row.brandId, name: row.brandName },
    tags: row.tags,
    provider,
  };
}
