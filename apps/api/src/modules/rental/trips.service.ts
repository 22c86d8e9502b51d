import { randomBytes } from 'node:crypto';
import type { PageQuery } from '@marketplace/contract/paging';
import { REVIEW_SUBMITTED_MESSAGE } from '@marketplace/contract/reviews';
import {
  TRIP_CANCELED_MESSAGE,
  TRIP_NOT_CANCELABLE_MESSAGE,
  TRIP_NOT_FOUND_MESSAGE,
  type Trip,
  type TripList,
} from '@marketplace/contract/trips';
import { canCustomerCancelTrip, type TripListFilter } from '@marketplace/domain/rental/trip-status';
import type { AppDeps } from '../../app-types';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError } from '../../errors/app-error';
import type { RequestContext } from '../../plugins/parse-request-context';
import { type Caller, resolveGuestOrCustomer } from '../auth/caller';
import { toPagedAnswer, toRowWindow } from '../catalog/catalog-paging';
import { runOrderTransaction } from '../orders/order-event-queue';
import { openRentalScope, type RentalScope } from './rental-view';
import { tripPaymentLink } from './trip-booking';
import { saveTripReview } from './trip-review';
import { selectTripReviews } from './trip-reviews.repository';
import { transitionTrip } from './trip-transition';
import { toTrip } from './trips.mapper';
import {
  insertTripPayment,
  lockOwnedTrip,
  selectOwnedTrip,
  selectOwnedTrips,
  selectPendingTripPaymentToken,
  selectTripVehicles,
  type TripRow,
} from './trips.repository';
import { buildProviders } from './vehicle-cards';
import { selectProvidersByIds } from './vehicle-rows.repository';

type Ctx = RequestContext;
const notFound = () => new NotFoundError('trip', TRIP_NOT_FOUND_MESSAGE);

async function open(deps: AppDeps, ctx: Ctx) {
  const [caller, scope] = await Promise.all([
    resolveGuestOrCustomer(deps, ctx),
    openRentalScope(deps, ctx),
  ]);
  return { caller, scope };
}

/** Trips with their vehicles and providers, in the wire shape. */
async function toTrips(db: Database, rows: TripRow[], scope: RentalScope): Promise<Trip[]> {
  const ids = rows.map((row) => row.id);
  const [vehicles, reviews, providerRows] = await Promise.all([
    selectTripVehicles(db, ids),
    selectTripReviews(db, ids),
    selectProvidersByIds(db, [...new Set(rows.map((row) => row.providerId))]),
  ]);
  const providers = await buildProviders(db, providerRows, scope);
  return rows.flatMap((row) => {
    const provider = providers.find((p) => p.id === row.providerId);
    if (!provider) return [];
    return [
      toTrip(
        row,
        vehicles.filter((v) => v.tripId === row.id),
        reviews.filter((r) => r.tripId === row.id),
        provider,
        scope,
      ),
    ];
  });
}

/** GET /rental/user/trip/get-trip-list/{all|running|completed}: the caller's trips, paged. */
export async function listTrips(
  deps: AppDeps,
  ctx: Ctx,
  filter: TripListFilter,
  page: PageQuery,
): Promise<TripList> {
  const { caller, scope } = await open(deps, ctx);
  const { limit, skip } = toRowWindow(page);
  const { total, rows } = await selectOwnedTrips(deps.db, caller, { filter, limit, skip });
  return toPagedAnswer('trips', page, total, await toTrips(deps.db, rows, scope));
}

/** GET /rental/user/trip/get-trip-details?trip_id=: one of the caller's trips, else 404. */
export async function getTripDetails(deps: AppDeps, ctx: Ctx, tripId: number): Promise<Trip> {
  const { caller, scope } = await open(deps, ctx);
  return readOwnedTrip(deps.db, caller, tripId, scope);
}

async function readOwnedTrip(db: Database, caller: Caller, tripId: number, scope: RentalScope) {
  const row = await selectOwnedTrip(db, caller, tripId);
  if (!row) throw notFound();
  const [trip] = await toTrips(db, [row], scope);
  if (!trip) throw notFound();
  return trip;
}

/**
 * PUT /rental/user/trip/cancel-trip: one of the caller's trips, only while pending (409
 * `trip_status` otherwise). Under the trip's lock; the transition gives the units, the wallet
 * part and the coupon use back exactly once, so a second cancel changes nothing.
 */
export async function cancelTrip(
  deps: AppDeps,
  ctx: Ctx,
  input: { trip_id: number; reason: string },
): Promise<{ message: string; trip: Trip }> {
  const { caller, scope } = await open(deps, ctx);
  await runOrderTransaction(deps, async (tx) => {
    const trip = await lockOwnedTrip(tx, caller, input.trip_id);
    if (!trip) throw notFound();
    if (!canCustomerCancelTrip(trip.status)) {
      throw new ConflictError('trip_status', TRIP_NOT_CANCELABLE_MESSAGE, { status: trip.status });
    }
    return transitionTrip({ ...deps, db: tx }, trip.id, 'canceled', { reason: input.reason });
  });
  return {
    message: TRIP_CANCELED_MESSAGE,
    trip: await readOwnedTrip(deps.db, caller, input.trip_id, scope),
  };
}

/**
 * POST /rental/user/review/add: the caller's review of a vehicle of their completed trip, once;
 * answers the trip with the review in it.
 */
export async function reviewTrip(
  deps: AppDeps,
  ctx: Ctx,
  input: Parameters<typeof saveTripReview>[2],
): Promise<{ message: string; trip: Trip }> {
  const { caller, scope } = await open(deps, ctx);
  await saveTripReview(deps, caller, input);
  return {
    message: REVIEW_SUBMITTED_MESSAGE,
    trip: await readOwnedTrip(deps.db, caller, input.trip_id, scope),
  };
}

/**
 * POST /rental/user/trip/payment: the payment link of one of the caller's pending, unpaid
 * digital trips (the pending one, or a new one after a decline); 409 otherwise.
 */
export async function payTrip(
  deps: AppDeps,
  ctx: Ctx,
  tripId: number,
): Promise<{ redirect_link: string }> {
  const { caller } = await open(deps, ctx);
  return runOrderTransaction(deps, async (tx) => {
    const trip = await lockOwnedTrip(tx, caller, tripId);
    if (!trip) throw notFound();
    if (
      trip.status !== 'pending' ||
      trip.paymentMethod !== 'digital_payment' ||
      trip.paymentStatus === 'paid'
    ) {
      throw new ConflictError('trip_status', 'This trip has nothing to pay now', {
        status: trip.status,
      });
    }
    let token = await selectPendingTripPaymentToken(tx, trip.id);
    if (!token) {
      token = randomBytes(24).toString('base64url');
      await insertTripPayment(tx, {
        tripId: trip.id,
        amount: trip.total - trip.walletAmount,
        token,
      });
    }
    return { redirect_link: tripPaymentLink(deps.env.PUBLIC_URL, token) };
  });
}
