import { VEHICLE_NOT_FOUND_MESSAGE, type VehicleCheck } from '@marketplace/contract/rental-catalog';
import { checkRentalQuantity } from '@marketplace/domain/rental/rental-quantity';
import { getTripWindow } from '@marketplace/domain/rental/trip-measures';
import type { AppDeps } from '../../app-types';
import { NotFoundError } from '../../errors/app-error';
import type { CatalogContext } from '../catalog/catalog-scope';
import { findAvailableUnits } from './rental-availability';
import { isVisibleVehicle, openRentalScope } from './rental-view';
import { selectVehiclesByIds } from './vehicle-rows.repository';

/**
 * GET /rental/vehicle/vehicle-check (spec 02 §7): whether `quantity` units are free for the
 * window [pickup_time, + estimated_hours); status success when they are, else the spec's message.
 */
export async function checkVehicle(
  deps: AppDeps,
  ctx: CatalogContext,
  query: {
    vehicle_id: number;
    quantity: number;
    pickup_time: string;
    estimated_hours?: number | undefined;
  },
): Promise<VehicleCheck> {
  const scope = await openRentalScope(deps, ctx);
  const [vehicle] = await selectVehiclesByIds(deps.db, [query.vehicle_id]);
  if (!vehicle || !isVisibleVehicle(vehicle, scope)) {
    throw new NotFoundError('vehicle', VEHICLE_NOT_FOUND_MESSAGE);
  }
  const window = getTripWindow(new Date(query.pickup_time), query.estimated_hours ?? 1);
  const available =
    (
      await findAvailableUnits(deps.db, new Map([[vehicle.id, vehicle.totalVehicleCount]]), window)
    ).get(vehicle.id) ?? 0;
  const problem = checkRentalQuantity(query.quantity, available, vehicle.totalVehicleCount);
  return {
    status: problem ? 'unavailable' : 'success',
    available,
    message: problem?.message ?? null,
  };
}
