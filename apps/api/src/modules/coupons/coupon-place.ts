import { formatLocalDate } from '@marketplace/domain/time/zoned-clock';
import type { AppDeps } from '../../app-types';
import { NotFoundError } from '../../errors/app-error';
import type { CatalogScope } from '../catalog/catalog-scope';
import { STORE_NOT_FOUND } from '../stores/stores.service';
import { type StoreFact, selectStoreFacts } from './coupons.repository';

/**
 * Where the caller may use a coupon: one store (coupon/apply with store_id, like checkout) or
 * every store and zone the current module shows them, with the calendar date the dates are read
 * on and the facts of those stores.
 */
export type CouponPlace = {
  today: string;
  storeIds: number[];
  zoneIds: number[];
  stores: Map<number, StoreFact>;
};

/**
 * Checkout reads coupon dates on the store's calendar; trips on the UTC date (rental-view). Before
 * a store is chosen the stores' shared calendar is used, UTC when they do not share one.
 */
function todayFor(scope: CatalogScope, facts: StoreFact[]): string {
  const zones = new Set(facts.map((fact) => fact.timeZone));
  const [only] = zones;
  const timeZone = scope.moduleType === 'rental' || zones.size !== 1 || !only ? 'UTC' : only;
  return formatLocalDate(scope.now, timeZone);
}

export async function resolveCouponPlace(
  deps: Pick<AppDeps, 'db'>,
  scope: CatalogScope,
  storeId: number | undefined,
): Promise<CouponPlace> {
  const entries =
    storeId === undefined ? scope.stores : scope.stores.filter((store) => store.id === storeId);
  if (storeId !== undefined && entries.length === 0) {
    throw new NotFoundError('store', STORE_NOT_FOUND);
  }
  const facts = await selectStoreFacts(
    deps.db,
    entries.map((store) => store.id),
  );
  const storeZones = [...new Set(entries.map((store) => store.zoneId))];
  return {
    today: todayFor(scope, facts),
    storeIds: entries.map((store) => store.id),
    // A store's coupon reads the store's zone; before one is chosen, the caller's zones.
    zoneIds: storeId === undefined && scope.zoneIds !== null ? scope.zoneIds : storeZones,
    stores: new Map(facts.map((fact) => [fact.id, fact])),
  };
}
