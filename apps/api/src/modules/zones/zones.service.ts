import type { ZoneCheck } from '@marketplace/contract/discovery';
import type { Zone, ZoneIdResponse } from '@marketplace/contract/zones';
import { isPointInPolygon, type LatLng } from '@marketplace/domain/geo/point-in-polygon';
import { createMoneyCodec } from '@marketplace/domain/money/money-codec';
import type { AppDeps } from '../../app-types';
import { NotFoundError } from '../../errors/app-error';
import { getBusinessSettings } from '../settings/settings.cache';
import { getActiveZones, type ZoneRecord } from './zones.cache';

export const OUTSIDE_ZONES_MESSAGE = 'Service not available in this area';

const flag = (value: number) => (value === 1 ? 1 : 0);

export async function listZones(deps: AppDeps): Promise<Zone[]> {
  const zones = await getActiveZones(deps);
  return zones.map((z) => ({ id: z.id, name: z.name, display_name: z.displayName, status: 1 }));
}

/** The zones whose polygon contains the point, in their order. */
export function zonesContaining(zones: ZoneRecord[], point: LatLng): ZoneRecord[] {
  return zones.filter((zone) => isPointInPolygon(point, zone.polygon));
}

/** The active zones whose polygon contains the point, in id order. */
export async function findZonesAt(
  deps: Pick<AppDeps, 'db' | 'caches'>,
  point: LatLng,
): Promise<ZoneRecord[]> {
  return zonesContaining(await getActiveZones(deps), point);
}

/** GET /config/get-zone-id: the covering zones with their delivery rates in major units. */
export async function getZoneIdsAt(deps: AppDeps, point: LatLng): Promise<ZoneIdResponse> {
  const zones = await findZonesAt(deps, point);
  if (zones.length === 0) throw new NotFoundError('coordinates', OUTSIDE_ZONES_MESSAGE);
  const digits = (await getBusinessSettings(deps)).digit_after_decimal_point;
  const major = createMoneyCodec(digits).toWire;
  const optionalMajor = (minor: number | null) => (minor === null ? null : major(minor));
  return {
    zone_id: JSON.stringify(zones.map((zone) => zone.id)),
    zone_data: zones.map((zone) => ({
      id: zone.id,
      cash_on_delivery: zone.cashOnDelivery,
      digital_payment: zone.digitalPayment,
      increased_delivery_fee: zone.increasedDeliveryFee,
      increased_delivery_fee_status: flag(zone.increasedDeliveryFeeStatus),
      modules: zone.moduleRates.map((rate) => ({
        id: rate.moduleId,
        pivot: {
          per_km_shipping_charge: major(rate.perKmShippingCharge),
          minimum_shipping_charge: major(rate.minimumShippingCharge),
          maximum_shipping_charge: optionalMajor(rate.maximumShippingCharge),
          maximum_cod_order_amount: optionalMajor(rate.maximumCodOrderAmount),
        },
      })),
    })),
  };
}

export const UNKNOWN_ZONE_MESSAGE = 'Zone not found';

/** GET /zone/check: whether the point lies inside the active zone's polygon. */
export async function checkPointInZone(
  deps: AppDeps,
  query: LatLng & { zone_id: number },
): Promise<ZoneCheck> {
  const zones = await getActiveZones(deps);
  const zone = zones.find((z) => z.id === query.zone_id);
  if (!zone) throw new NotFoundError('zone', UNKNOWN_ZONE_MESSAGE);
  const point = { lat: query.lat, lng: query.lng };
  return { zone_id: zone.id, in_zone: isPointInPolygon(point, zone.polygon) };
}
