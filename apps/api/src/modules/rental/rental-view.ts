import { createMoneyCodec } from '@marketplace/domain/money/money-codec';
import { formatLocalDate } from '@marketplace/domain/time/zoned-clock';
import type { AppDeps } from '../../app-types';
import type { Database } from '../../db/client';
import { type CatalogContext, resolveCatalogScope } from '../catalog/catalog-scope';
import { getBusinessSettings } from '../settings/settings.cache';
import type { RentalView } from './rental-catalog.mapper';

export type RentalScope = RentalView & {
  db: Database;
  moduleId: number;
  /** digit_after_decimal_point: major ⇄ minor units. */
  digits: number;
  /** Providers (rental stores) active in the caller's zones. */
  providerIds: number[];
  zoneIds: number[] | null;
  now: Date;
};

/** The moduleId header must name the rental module; its visible providers scope every read. */
export async function openRentalScope(deps: AppDeps, ctx: CatalogContext): Promise<RentalScope> {
  const now = deps.clock.now();
  const [scope, settings] = await Promise.all([
    resolveCatalogScope(deps, ctx, now),
    getBusinessSettings(deps),
  ]);
  const digits = settings.digit_after_decimal_point;
  return {
    db: deps.db,
    money: createMoneyCodec(digits),
    digits,
    publicUrl: deps.env.PUBLIC_URL,
    locale: scope.locale,
    // Provider discounts and coupons are read on the UTC calendar date.
    today: formatLocalDate(now, 'UTC'),
    moduleId: scope.moduleId,
    providerIds: scope.moduleType === 'rental' ? scope.storeIds : [],
    zoneIds: scope.zoneIds,
    now,
  };
}

/** A vehicle the caller may see: active, and offered by a provider in their zones. */
export function isVisibleVehicle(
  vehicle: { status: number; providerId: number } | undefined,
  scope: Pick<RentalScope, 'providerIds'>,
): vehicle is { status: number; providerId: number } {
  return vehicle?.status === 1 && scope.providerIds.includes(vehicle.providerId);
}
