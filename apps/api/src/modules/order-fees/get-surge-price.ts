import type { SurgePrice } from '@marketplace/contract/order-fees';
import { findApplicableSurge } from '@marketplace/domain/checkout/surge-price';
import { getZonedDateTime } from '@marketplace/domain/time/zoned-clock';
import type { AppDeps } from '../../app-types';
import { loadMoney } from '../catalog/catalog-money';
import { getBusinessSettings } from '../settings/settings.cache';
import { selectZoneSurgeRules } from '../surge/surge-prices.repository';
import { getActiveZones } from '../zones/zones.cache';

const NONE: SurgePrice = { active: false, price_type: null, surge_price: 0, customer_note: null };

/**
 * GET /customer/order/get-surge-price: the surge running in a zone for a module at a time (now
 * when not given), on the business's clock (no store is named; checkout uses the store's). When
 * several run, the one adding the most to the zone's minimum delivery fee is answered, as checkout
 * picks the one adding the most to the order's fee. A zone with none, or unknown, answers none.
 */
export async function getSurgePrice(
  deps: Pick<AppDeps, 'db' | 'caches' | 'clock'>,
  query: { zone_id: number; module_id: number; date_time?: string },
): Promise<SurgePrice> {
  const settings = await getBusinessSettings(deps);
  const zones = await getActiveZones(deps);
  const zone = zones.find((z) => z.id === query.zone_id);
  if (!zone) return NONE;
  const rules = await selectZoneSurgeRules(deps.db, zone.id);
  const at = getZonedDateTime(
    query.date_time ? new Date(query.date_time) : deps.clock.now(),
    settings.time_zone,
  );
  const rates = zone.moduleRates.find((rate) => rate.moduleId === query.module_id);
  const surge = findApplicableSurge(rules, query.module_id, at, rates?.minimumShippingCharge ?? 0);
  if (!surge) return NONE;
  const money = await loadMoney(deps);
  return {
    active: true,
    price_type: surge.priceType,
    surge_price: surge.priceType === 'amount' ? money.toWire(surge.price) : surge.price / 100,
    customer_note: surge.customerNote,
  };
}
