import { getAvailableUnits, type TimeWindow } from '@marketplace/domain/rental/availability';
import type { Database } from '../../db/client';
import { selectHeldUnits } from './rental-availability.repository';

/**
 * The units of each vehicle free for `window`: total_vehicle_count minus the peak that running
 * trips hold in it (domain getAvailableUnits). Read inside the booking transaction after
 * lockVehicles, the answer cannot change before the trip is recorded.
 */
export async function findAvailableUnits(
  db: Database,
  totals: ReadonlyMap<number, number>,
  window: TimeWindow,
): Promise<Map<number, number>> {
  const held = await selectHeldUnits(db, [...totals.keys()], window);
  const available = new Map<number, number>();
  for (const [id, total] of totals) {
    available.set(id, getAvailableUnits(total, held.get(id) ?? [], window));
  }
  return available;
}
