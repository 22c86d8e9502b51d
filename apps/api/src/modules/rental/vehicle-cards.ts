import type { RentalProvider, Vehicle } from '@marketplace/contract/rental-catalog';
import type { TimeWindow } from '@marketplace/domain/rental/availability';
import type { Database } from '../../db/client';
import { findAvailableUnits } from './rental-availability';
import { toProviderDiscount, toRentalProvider, toVehicle } from './rental-catalog.mapper';
import type { RentalScope } from './rental-view';
import {
  countVehiclesByProvider,
  type ProviderRow,
  selectProviderDiscounts,
  selectProvidersByIds,
  type VehicleRow,
} from './vehicle-rows.repository';

/** Providers as cards: their discount of today and how many vehicles they rent out. */
export async function buildProviders(
  db: Database,
  rows: ProviderRow[],
  scope: RentalScope,
): Promise<RentalProvider[]> {
  const ids = rows.map((row) => row.id);
  // One after the other: inside a transaction they share one connection anyway.
  const discounts = await selectProviderDiscounts(db, ids);
  const counts = await countVehiclesByProvider(db, ids);
  return rows.map((row) =>
    toRentalProvider(
      row,
      toProviderDiscount(
        discounts.find((d) => d.storeId === row.id),
        scope.today,
      ),
      counts.get(row.id) ?? 0,
      scope,
    ),
  );
}

/**
 * Vehicles as cards, each with its provider; with a trip window, `total_vehicles` is the units
 * free for it, else the fleet size.
 */
export async function buildVehicles(
  db: Database,
  rows: VehicleRow[],
  scope: RentalScope,
  window: TimeWindow | null,
): Promise<Vehicle[]> {
  const providerIds = [...new Set(rows.map((row) => row.providerId))];
  const providerRows = await selectProvidersByIds(db, providerIds);
  const available = window
    ? await findAvailableUnits(
        db,
        new Map(rows.map((row) => [row.id, row.totalVehicleCount])),
        window,
      )
    : null;
  const providers = await buildProviders(db, providerRows, scope);
  const byId = new Map(providers.map((provider) => [provider.id, provider]));
  return rows.flatMap((row) => {
    const provider = byId.get(row.providerId);
    if (!provider) return [];
    return [toVehicle(row, provider, available?.get(row.id) ?? row.totalVehicleCount, scope)];
  });
}
