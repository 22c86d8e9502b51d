import {
  isTripRunning,
  matchesTripFilter,
  TRIP_STATUSES,
  type TripListFilter,
} from '@marketplace/domain/rental/trip-status';
import { and, asc, count, desc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/customers';
import { couponUsages, payments } from '../../db/schema/orders';
import { trips, tripVehicles } from '../../db/schema/rental';
import { idempotencyCutoff } from '../../lib/idempotency';
import type { Caller } from '../auth/caller';

export type TripRow = typeof trips.$inferSelect;
export type TripVehicleRow = typeof tripVehicles.$inferSelect;
export type NewTrip = Omit<typeof trips.$inferInsert, 'id' | 'userId' | 'guestId'>;

function ownedBy(owner: Caller): SQL {
  return owner.kind === 'customer'
    ? eq(trips.userId, owner.userId)
    : eq(trips.guestId, owner.guestId);
}

const RUNNING = TRIP_STATUSES.filter(isTripRunning);

/** The My Trips tab as a condition: the statuses the domain puts in it. */
function filterOf(filter: TripListFilter): SQL | undefined {
  if (filter === 'all') return undefined;
  return inArray(
    trips.status,
    TRIP_STATUSES.filter((status) => matchesTripFilter(status, filter)),
  );
}

export async function insertTrip(tx: Database, owner: Caller, values: NewTrip): Promise<TripRow> {
  const [row] = await tx
    .insert(trips)
    .values({
      ...values,
      userId: owner.kind === 'customer' ? owner.userId : null,
      guestId: owner.kind === 'guest' ? owner.guestId : null,
    })
    .returning();
  if (!row) throw new Error('trip was not saved');
  return row;
}

export async function insertTripVehicles(
  tx: Database,
  rows: (typeof tripVehicles.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(tripVehicles).values(rows);
}

export async function selectTripByIdempotencyKey(
  db: Database,
  owner: Caller,
  key: string,
): Promise<TripRow | null> {
  const [row] = await db
    .select()
    .from(trips)
    .where(
      and(ownedBy(owner), eq(trips.idempotencyKey, key), gt(trips.createdAt, idempotencyCutoff())),
    )
    .limit(1);
  return row ?? null;
}

/** A key older than the retention window is forgotten, so the owner may use it again. */
export async function forgetExpiredTripKey(tx: Database, owner: Caller, key: string) {
  await tx
    .update(trips)
    .set({ idempotencyKey: null })
    .where(
      and(ownedBy(owner), eq(trips.idempotencyKey, key), lte(trips.createdAt, idempotencyCutoff())),
    );
}

export async function selectOwnedTrip(
  db: Database,
  owner: Caller,
  tripId: number,
): Promise<TripRow | null> {
  const [row] = await db
    .select()
    .from(trips)
    .where(and(ownedBy(owner), eq(trips.id, tripId)))
    .limit(1);
  return row ?? null;
}

export async function lockOwnedTrip(tx: Database, owner: Caller, tripId: number) {
  const [row] = await tx
    .select()
    .from(trips)
    .where(and(ownedBy(owner), eq(trips.id, tripId)))
    .for('update');
  return row ?? null;
}

export async function lockTrip(tx: Database, tripId: number): Promise<TripRow | null> {
  const [row] = await tx.select().from(trips).where(eq(trips.id, tripId)).for('update');
  return row ?? null;
}

export async function updateTrip(
  tx: Database,
  tripId: number,
  values: Partial<typeof trips.$inferInsert>,
): Promise<TripRow | null> {
  const [row] = await tx.update(trips).set(values).where(eq(trips.id, tripId)).returning();
  return row ?? null;
}

export async function selectOwnedTrips(
  db: Database,
  owner: Caller,
  options: { filter: TripListFilter; limit: number; skip: number },
): Promise<{ total: number; rows: TripRow[] }> {
  const where = and(ownedBy(owner), filterOf(options.filter));
  const [total] = await db.select({ n: count() }).from(trips).where(where);
  const rows = await db
    .select()
    .from(trips)
    .where(where)
    .orderBy(desc(trips.createdAt), desc(trips.id))
    .limit(options.limit)
    .offset(options.skip);
  return { total: total?.n ?? 0, rows };
}

export async function selectTripVehicles(
  db: Database,
  tripIds: number[],
): Promise<TripVehicleRow[]> {
  if (tripIds.length === 0) return [];
  return db
    .select()
    .from(tripVehicles)
    .where(inArray(tripVehicles.tripId, tripIds))
    .orderBy(asc(tripVehicles.id));
}

export async function insertTripCouponUsage(
  tx: Database,
  usage: { couponId: number; owner: Caller; tripId: number },
): Promise<void> {
  await tx.insert(couponUsages).values({
    couponId: usage.couponId,
    userId: usage.owner.kind === 'customer' ? usage.owner.userId : null,
    guestId: usage.owner.kind === 'guest' ? usage.owner.guestId : null,
    tripId: usage.tripId,
  });
}

export async function deleteTripCouponUsage(tx: Database, tripId: number): Promise<void> {
  await tx.delete(couponUsages).where(eq(couponUsages.tripId, tripId));
}

export async function insertTripPayment(
  tx: Database,
  payment: { tripId: number; amount: number; token: string },
): Promise<void> {
  await tx.insert(payments).values({ ...payment, gateway: 'demo', status: 'pending' });
}

export async function selectPendingTripPaymentToken(
  db: Database,
  tripId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ token: payments.token })
    .from(payments)
    .where(and(eq(payments.tripId, tripId), eq(payments.status, 'pending')))
    .limit(1);
  return row?.token ?? null;
}

/** Running trips that have been in their status long enough for the demo simulator. */
export async function lockDueTrip(
  tx: Database,
  dueBefore: Date,
  now: Date,
): Promise<TripRow | null> {
  const [row] = await tx
    .select()
    .from(trips)
    .where(and(inArray(trips.status, RUNNING), sqlDue(dueBefore, now)))
    .orderBy(asc(trips.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

/**
 * Due for the demo simulator: in its status for a step; not waiting for a digital payment; a
 * scheduled trip is confirmed from an hour before its pickup and starts at its pickup time.
 */
function sqlDue(dueBefore: Date, now: Date): SQL {
  const soon = new Date(now.getTime() + 3_600_000).toISOString();
  return sql`not (${trips.paymentMethod} = 'digital_payment' and ${trips.paymentStatus} <> 'paid')
    and (${trips.status} <> 'pending' or ${trips.pickupTime} <= ${soon}::timestamptz)
    and (${trips.status} <> 'confirmed' or ${trips.pickupTime} <= ${now.toISOString()}::timestamptz)
    and coalesce((${trips.statusTimes} ->> ${trips.status})::timestamptz, ${trips.createdAt}) <= ${dueBefore.toISOString()}::timestamptz`;
}

/** The customer's name, phone and e-mail: a signed-in booking's default contact. */
export async function selectCustomerContact(db: Database, userId: number) {
  const [row] = await db
    .select({ fName: users.fName, lName: users.lName, phone: users.phone, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The wallet balance without a lock (quotes only; bookings lock it). */
export async function selectWalletBalance(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ balance: users.walletBalance })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.balance ?? 0;
}
