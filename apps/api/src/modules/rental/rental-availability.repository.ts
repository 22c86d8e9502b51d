import type { HeldUnits, TimeWindow } from '@marketplace/domain/rental/availability';
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tripVehicles, vehicles } from '../../db/schema/index';

/**
 * Serialises bookings of these vehicles until the transaction ends: their rows are locked in id
 * order (SELECT ... FOR UPDATE), so two bookings of the same vehicle queue, on any number of API
 * processes, and no two lock orders can deadlock. Answers each vehicle's total_vehicle_count.
 */
export async function lockVehicles(tx: Database, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: vehicles.id, total: vehicles.totalVehicleCount })
    .from(vehicles)
    .where(inArray(vehicles.id, ids))
    .orderBy(vehicles.id)
    .for('update');
  return new Map(rows.map((row) => [row.id, row.total]));
}

/**
 * The units that running trips hold for each vehicle in windows overlapping `window`
 * (half-open: a window ending at its start does not count).
 */
export async function selectHeldUnits(
  db: Database,
  vehicleIds: number[],
  window: TimeWindow,
): Promise<Map<number, HeldUnits[]>> {
  const held = new Map<number, HeldUnits[]>();
  if (vehicleIds.length === 0) return held;
  const rows = await db
    .select({
      vehicleId: tripVehicles.vehicleId,
      start: tripVehicles.pickupTime,
      end: tripVehicles.endTime,
      quantity: tripVehicles.quantity,
    })
    .from(tripVehicles)
    .where(
      and(
        eq(tripVehicles.holding, true),
        inArray(tripVehicles.vehicleId, vehicleIds),
        lt(tripVehicles.pickupTime, window.end),
        gt(tripVehicles.endTime, window.start),
      ),
    );
  for (const row of rows) {
    const list = held.get(row.vehicleId) ?? [];
    list.push({ start: row.start, end: row.end, quantity: row.quantity });
    held.set(row.vehicleId, list);
  }
  return held;
}

/** A trip that stops running gives its units back: once, since only holding rows change. */
export async function releaseTripUnits(tx: Database, tripId: number): Promise<number> {
  const released = await tx
    .update(tripVehicles)
    .set({ holding: false })
    .where(and(eq(tripVehicles.tripId, tripId), eq(tripVehicles.holding, true)))
    .returning({ id: tripVehicles.id });
  return released.length;
}
