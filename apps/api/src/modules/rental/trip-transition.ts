import { TRIP_NOT_FOUND_MESSAGE } from '@marketplace/contract/trips';
import {
  canTripTransition,
  holdsVehicles,
  type TripStatus,
} from '@marketplace/domain/rental/trip-status';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError } from '../../errors/app-error';
import {
  type OrderEventDeps,
  publishOrderEvent,
  runOrderTransaction,
} from '../orders/order-event-queue';
import { lockWalletBalance, moveWallet } from '../wallet/wallet-moves.repository';
import { releaseTripUnits } from './rental-availability.repository';
import { deleteTripCouponUsage, lockTrip, type TripRow, updateTrip } from './trips.repository';

export function tripStatusConflict(from: TripStatus, to: TripStatus): ConflictError {
  return new ConflictError('trip_status', `A trip that is ${from} cannot become ${to}`, {
    status: from,
  });
}

/** Publishes a trip's status on the order event bus (after commit inside runOrderTransaction). */
export function publishTripEvent(tx: Database, trip: TripRow): void {
  publishOrderEvent(tx, {
    kind: 'trip',
    orderId: trip.id,
    status: trip.status,
    statusTimes: trip.statusTimes as Record<string, string>,
  });
}

/**
 * What a trip gives back when it stops holding its vehicles: the units (completed, canceled or
 * failed), and when canceled or failed also the wallet part and the coupon use. Runs once per
 * trip, under its row lock, on its one move out of the running states.
 */
async function releaseTrip(tx: Database, trip: TripRow, to: TripStatus): Promise<void> {
  await releaseTripUnits(tx, trip.id);
  if (to === 'completed') return;
  if (trip.walletAmount > 0 && trip.userId !== null) {
    const balanceBefore = await lockWalletBalance(tx, trip.userId);
    await moveWallet(tx, {
      userId: trip.userId,
      balanceBefore,
      amount: trip.walletAmount,
      kind: 'trip_refund',
      tripId: trip.id,
    });
  }
  await deleteTripCouponUsage(tx, trip.id);
}

export type TripTransitionOptions = { reason?: string; now?: Date };

async function transitionLocked(
  tx: Database,
  tripId: number,
  to: TripStatus,
  options: TripTransitionOptions,
): Promise<TripRow> {
  const trip = await lockTrip(tx, tripId);
  if (!trip) throw new NotFoundError('trip', TRIP_NOT_FOUND_MESSAGE);
  if (!canTripTransition(trip.status, to)) throw tripStatusConflict(trip.status, to);
  const now = options.now ?? new Date();
  const updated = await updateTrip(tx, tripId, {
    status: to,
    statusTimes: { ...trip.statusTimes, [to]: now.toISOString() },
    updatedAt: now,
    ...(to === 'canceled' && options.reason !== undefined
      ? { cancellationReason: options.reason }
      : {}),
    ...(to === 'failed' && trip.paymentStatus === 'unpaid' ? { paymentStatus: 'failed' } : {}),
  });
  if (!updated) throw new NotFoundError('trip', TRIP_NOT_FOUND_MESSAGE);
  if (holdsVehicles(trip.status) && !holdsVehicles(to)) await releaseTrip(tx, trip, to);
  publishTripEvent(tx, updated);
  return updated;
}

/**
 * Moves a trip along its state machine under its row lock: 404 `trip`, 409 `trip_status` for a
 * move the machine forbids (so two racing moves cannot both happen). Leaving the running states
 * releases what the trip took, exactly once. The event is published after commit.
 */
export function transitionTrip(
  deps: OrderEventDeps,
  tripId: number,
  to: TripStatus,
  options: TripTransitionOptions = {},
): Promise<TripRow> {
  return runOrderTransaction(deps, (tx) => transitionLocked(tx, tripId, to, options));
}

/** The gateway's approval: paid, and pending → confirmed. Repeated callbacks change nothing. */
export function markTripPaid(
  deps: OrderEventDeps,
  tripId: number,
  now = new Date(),
): Promise<TripRow> {
  return runOrderTransaction(deps, async (tx) => {
    const trip = await lockTrip(tx, tripId);
    if (!trip) throw new NotFoundError('trip', TRIP_NOT_FOUND_MESSAGE);
    if (trip.status === 'canceled' || trip.status === 'failed') {
      throw tripStatusConflict(trip.status, 'confirmed');
    }
    const paid =
      trip.paymentStatus === 'paid'
        ? trip
        : ((await updateTrip(tx, tripId, { paymentStatus: 'paid', updatedAt: now })) ?? trip);
    if (paid.status !== 'pending') return paid;
    return transitionLocked(tx, tripId, 'confirmed', { now });
  });
}
