import type { SurgeRule } from '@marketplace/domain/checkout/surge-price';
import { isPointInPolygon, type LatLng } from '@marketplace/domain/geo/point-in-polygon';
import type { AppDeps } from '../../app-types';
import type { BusinessSettings } from '../../db/business-settings';
import type { MapsProvider } from '../geo/maps-provider';
import { getBusinessSettings } from '../settings/settings.cache';
import { selectZoneSurgeRules } from '../surge/surge-prices.repository';
import { getActiveZones, type ZoneRecord } from '../zones/zones.cache';
import { type CheckoutStore, selectCheckoutStore } from './checkout.repository';

export type { CheckoutStore } from './checkout.repository';

export type ZoneModuleRates = ZoneRecord['moduleRates'][number];

/** What pricing and the checkout rules read besides the lines and the body. */
export type CheckoutContext = {
  settings: BusinessSettings;
  store: CheckoutStore;
  /** The store's zone (null when it is inactive). */
  zone: ZoneRecord | null;
  /** The zone's rates for the store's module (null when the module does not deliver there). */
  rates: ZoneModuleRates | null;
  deliveryPoint: LatLng | null;
  /** Whether the delivery point lies inside the store's zone (point-in-polygon). */
  pointInStoreZone: boolean;
  /** Road distance store → delivery point, whole metres, from the maps provider. */
  distanceMeters: number | null;
  /** The store's zone's surge rules (get-surge-price); pricing picks the one running. */
  surgeRules: SurgeRule[];
};

/**
 * Loads the store of the lines with its hours, zone and rates, and measures the distance from the
 * store to the delivery point through the maps provider: the server's, never the client's.
 */
export async function loadCheckoutContext(
  deps: Pick<AppDeps, 'db' | 'caches'> & { maps: MapsProvider },
  input: { storeId: number; deliveryPoint: LatLng | null },
): Promise<CheckoutContext | null> {
  const settings = await getBusinessSettings(deps);
  const store = await selectCheckoutStore(deps.db, input.storeId);
  const zones = await getActiveZones(deps);
  if (!store) return null;
  const zone = zones.find((z) => z.id === store.zoneId) ?? null;
  const rates = zone?.moduleRates.find((rate) => rate.moduleId === store.moduleId) ?? null;
  const point = input.deliveryPoint;
  const pointInStoreZone = point !== null && zone !== null && isPointInPolygon(point, zone.polygon);
  const distanceMeters =
    point === null
      ? null
      : Math.round(
          (
            await deps.maps.estimateRoute(
              { lat: store.latitude, lng: store.longitude },
              { lat: point.lat, lng: point.lng },
            )
          ).distanceMeters,
        );
  const surgeRules = await selectZoneSurgeRules(deps.db, store.zoneId);
  return {
    settings,
    store,
    zone,
    rates,
    deliveryPoint: point,
    pointInStoreZone,
    distanceMeters,
    surgeRules,
  };
}
