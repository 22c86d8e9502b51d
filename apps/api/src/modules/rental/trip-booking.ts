import { randomBytes } from 'node:crypto';
import {
  PICKUP_IN_PAST_MESSAGE,
  PICKUP_OUTSIDE_PROVIDER_ZONE_MESSAGE,
  RENTAL_CART_EMPTY_MESSAGE,
} from '@marketplace/contract/rental-cart';
import {
  TRIP_BOOKED_MESSAGE,
  type TripBooked,
  type TripBookingBody,
  type TripQuote,
} from '@marketplace/contract/trips';
import { isPickupInProviderZone } from '@marketplace/domain/rental/rental-cart-rules';
import { checkRentalQuantity } from '@marketplace/domain/rental/rental-quantity';
import type { AppDeps } from '../../app-types';
import type { BusinessSettings } from '../../db/business-settings';
import type { Database } from '../../db/client';
import { AppError, ValidationError } from '../../errors/app-error';
import { assertSameRequest, requestHash, runIdempotent } from '../../lib/idempotency';
import type { RequestContext } from '../../plugins/parse-request-context';
import { type Caller, resolveGuestOrCustomer } from '../auth/caller';
import { loadCouponState } from '../orders/coupon-state';
import { runOrderTransaction } from '../orders/order-event-queue';
import { getBusinessSettings } from '../settings/settings.cache';
import { lockWalletBalance, moveWallet } from '../wallet/wallet-moves.repository';
import { getActiveZones, type ZoneRecord } from '../zones/zones.cache';
import { zonesContaining } from '../zones/zones.service';
import { findAvailableUnits } from './rental-availability';
import { lockVehicles } from './rental-availability.repository';
import { deleteCartTrip, lockRentalCartOwner } from './rental-cart.repository';
import type { RentalDeps } from './rental-cart.service';
import { readCart } from './rental-cart.view';
import { toProviderDiscount } from './rental-catalog.mapper';
import { openRentalScope, type RentalScope } from './rental-view';
import { resolveTripContact, type TripContact } from './trip-contact';
import { cartTripWindow, isPickupInPast } from './trip-input';
import {
  isPartialPaymentAllowed,
  type PricedTrip,
  priceCartTrip,
  type TripProblem,
} from './trip-pricing';
import { publishTripEvent } from './trip-transition';
import {
  forgetExpiredTripKey,
  insertTrip,
  insertTripCouponUsage,
  insertTripPayment,
  insertTripVehicles,
  selectPendingTripPaymentToken,
  selectTripByIdempotencyKey,
  selectWalletBalance,
  type TripRow,
} from './trips.repository';
import { selectProviderDiscounts, selectProvidersByIds } from './vehicle-rows.repository';

type Ctx = RequestContext;
type BookInput = { body: TripBookingBody; idempotencyKey: string | null };
type KeyedInput = BookInput & { requestHash: string };

export function tripPaymentLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/payment/demo/${token}`;
}

function toBooked(trip: TripRow, scope: RentalScope, redirect: string | null): TripBooked {
  return {
    message: TRIP_BOOKED_MESSAGE,
    trip_id: trip.id,
    trip_amount: scope.money.toWire(trip.total),
    status: trip.status,
    created_at: trip.createdAt.toISOString(),
    ...(redirect ? { redirect_link: redirect } : {}),
  };
}

async function answerExisting(deps: RentalDeps, db: Database, trip: TripRow, scope: RentalScope) {
  const token =
    trip.paymentMethod === 'digital_payment'
      ? await selectPendingTripPaymentToken(db, trip.id)
      : null;
  return toBooked(trip, scope, token ? tripPaymentLink(deps.env.PUBLIC_URL, token) : null);
}

/** The cached settings and zones a booking reads. */
type BookingReference = { settings: BusinessSettings; zones: ZoneRecord[] };

/**
 * Loaded before the booking's transaction opens, so the cache loaders run on the pool and never
 * on the transaction's one connection.
 */
async function loadBookingReference(
  deps: Pick<AppDeps, 'db' | 'caches'>,
): Promise<BookingReference> {
  const settings = await getBusinessSettings(deps);
  const zones = await getActiveZones(deps);
  return { settings, zones };
}

/**
 * Reads and prices the caller's cart trip. With `lock`, the vehicles are locked first (in id
 * order, FOR UPDATE) and the coupon and wallet rows too, so what is free, unused and spendable
 * cannot change before this transaction commits: that is what makes bookings of the same
 * vehicle queue, on any number of API processes.
 */
async function evaluateCart(
  reference: BookingReference,
  tx: Database,
  caller: Caller,
  scope: RentalScope,
  body: TripBookingBody,
  options: { lock: boolean },
) {
  const { trip, lines } = await readCart(tx, caller);
  if (!trip || lines.length === 0) throw ValidationError.field('cart', RENTAL_CART_EMPTY_MESSAGE);
  const problems: TripProblem[] = [];
  if (isPickupInPast(trip.pickupTime, scope.now)) {
    problems.push({ code: 'pickup_time', field: 'pickup_time', message: PICKUP_IN_PAST_MESSAGE });
  }
  const ids = lines.map((line) => line.vehicleId);
  const totals = options.lock
    ? await lockVehicles(tx, ids)
    : new Map(lines.map((line) => [line.vehicleId, line.vehicle.totalVehicleCount]));
  const available = await findAvailableUnits(tx, totals, cartTripWindow(trip));
  for (const line of lines) {
    const problem = checkRentalQuantity(
      line.quantity,
      available.get(line.vehicleId) ?? 0,
      totals.get(line.vehicleId) ?? line.vehicle.totalVehicleCount,
    );
    if (problem) problems.push({ code: 'quantity', field: 'quantity', message: problem.message });
  }
  const providerId = lines[0]?.providerId ?? 0;
  const [provider] = await selectProvidersByIds(tx, [providerId]);
  const discounts = await selectProviderDiscounts(tx, [providerId]);
  const { settings } = reference;
  if (!provider) throw ValidationError.field('cart', RENTAL_CART_EMPTY_MESSAGE);
  const pickupZones = zonesContaining(reference.zones, trip.pickupLocation);
  if (
    !isPickupInProviderZone(
      pickupZones.map((zone) => zone.id),
      provider.zoneId,
    )
  ) {
    problems.push({
      code: 'pickup_location',
      field: 'pickup_location',
      message: PICKUP_OUTSIDE_PROVIDER_ZONE_MESSAGE,
    });
  }
  const coupon = await loadCouponState(tx, caller, body.coupon_code, options);
  const usesWallet = body.payment_method === 'wallet' || body.partial_payment;
  const walletBalance =
    caller.kind === 'customer' && usesWallet
      ? options.lock
        ? await lockWalletBalance(tx, caller.userId)
        : await selectWalletBalance(tx, caller.userId)
      : 0;
  const priced = priceCartTrip({
    caller,
    settings,
    trip,
    lines,
    provider,
    providerDiscount: toProviderDiscount(discounts[0], scope.today),
    coupon,
    walletBalance,
    body,
    moduleId: scope.moduleId,
    today: scope.today,
  });
  return {
    trip,
    lines,
    provider,
    settings,
    walletBalance,
    priced,
    problems: [...problems, ...priced.problems],
  };
}

function refuse(problems: TripProblem[]): never {
  const guest = problems.find((p) => p.code === 'guest_checkout');
  if (guest) throw new AppError(403, 'guest_checkout', guest.message);
  throw new ValidationError(problems.map((p) => ({ code: p.field, message: p.message })));
}

async function bookLocked(
  deps: RentalDeps,
  tx: Database,
  caller: Caller,
  scope: RentalScope,
  contact: { contact: TripContact | null; problems: TripProblem[] },
  input: KeyedInput & { reference: BookingReference },
): Promise<TripBooked> {
  const { reference } = input;
  await lockRentalCartOwner(tx, caller);
  if (input.idempotencyKey) {
    const existing = await selectTripByIdempotencyKey(tx, caller, input.idempotencyKey);
    if (existing) {
      assertSameRequest(existing, input.requestHash);
      return answerExisting(deps, tx, existing, scope);
    }
    await forgetExpiredTripKey(tx, caller, input.idempotencyKey);
  }
  const evaluated = await evaluateCart(reference, tx, caller, scope, input.body, { lock: true });
  const problems = [...contact.problems, ...evaluated.problems];
  if (problems.length > 0 || !contact.contact) refuse(problems);
  const { trip: cartTrip, lines, provider, priced, walletBalance } = evaluated;
  const { price, split } = priced;
  const window = cartTripWindow(cartTrip);
  const now = deps.clock.now();
  const trip = await insertTrip(tx, caller, {
    moduleId: scope.moduleId,
    providerId: provider.id,
    zoneId: cartTrip.pickupZoneId ?? provider.zoneId,
    status: 'pending',
    paymentMethod: input.body.payment_method,
    paymentStatus: split.otherPart === 0 ? 'paid' : 'unpaid',
    pickupLocation: cartTrip.pickupLocation,
    destinationLocation: cartTrip.destinationLocation,
    pickupTime: window.start,
    endTime: window.end,
    rentalType: cartTrip.rentalType,
    estimatedHours: cartTrip.estimatedHours,
    distance: cartTrip.distance,
    subtotal: price.subtotal,
    vehicleDiscount: price.vehicleDiscount,
    providerDiscount: price.providerDiscount,
    couponId: priced.couponId,
    couponCode: priced.couponId === null ? null : input.body.coupon_code,
    couponDiscount: price.couponDiscount,
    tax: price.tax,
    taxIncluded: price.taxIncluded,
    total: price.total,
    walletAmount: split.walletPart,
    contactPersonName: contact.contact.name,
    contactPersonNumber: contact.contact.number,
    contactPersonEmail: contact.contact.email,
    tripNote: input.body.trip_note,
    idempotencyKey: input.idempotencyKey,
    idempotencyRequestHash: input.idempotencyKey ? input.requestHash : null,
    statusTimes: { pending: now.toISOString() },
    createdAt: now,
    updatedAt: now,
  });
  await insertTripVehicles(
    tx,
    lines.map((line, i) => ({
      tripId: trip.id,
      vehicleId: line.vehicleId,
      name: line.vehicle.name,
      image: line.vehicle.thumbnail,
      quantity: line.quantity,
      unitPrice: price.lines[i]?.unitPrice ?? 0,
      fare: price.lines[i]?.fare ?? 0,
      discount: price.lines[i]?.discount ?? 0,
      pickupTime: window.start,
      endTime: window.end,
      holding: true,
    })),
  );
  if (priced.couponId !== null) {
    await insertTripCouponUsage(tx, { couponId: priced.couponId, owner: caller, tripId: trip.id });
  }
  if (caller.kind === 'customer' && split.walletPart > 0) {
    await moveWallet(tx, {
      userId: caller.userId,
      balanceBefore: walletBalance,
      amount: -split.walletPart,
      kind: 'trip_payment',
      tripId: trip.id,
    });
  }
  let redirect: string | null = null;
  if (input.body.payment_method === 'digital_payment' && split.otherPart > 0) {
    const token = randomBytes(24).toString('base64url');
    await insertTripPayment(tx, { tripId: trip.id, amount: split.otherPart, token });
    redirect = tripPaymentLink(deps.env.PUBLIC_URL, token);
  }
  await deleteCartTrip(tx, caller);
  publishTripEvent(tx, trip);
  return toBooked(trip, scope, redirect);
}

/**
 * POST /rental/user/trip/trip-booking: the caller's rental cart becomes a trip, priced by the
 * server and checked again for availability inside one transaction that locks the vehicles.
 * With an Idempotency-Key, the key is looked up first: a retry of the same body by the same owner
 * within 24 hours answers the same trip, another body with that key is a 422 (lib/idempotency.ts).
 */
export async function bookTrip(deps: RentalDeps, ctx: Ctx, input: BookInput): Promise<TripBooked> {
  const [caller, scope] = await Promise.all([
    resolveGuestOrCustomer(deps, ctx),
    openRentalScope(deps, ctx),
  ]);
  const key = input.idempotencyKey;
  const keyed: KeyedInput = { ...input, requestHash: requestHash(input.body) };
  return runIdempotent({
    key,
    hash: keyed.requestHash,
    find: async () => (key ? selectTripByIdempotencyKey(deps.db, caller, key) : null),
    answer: (trip) => answerExisting(deps, deps.db, trip, scope),
    run: async () => {
      const contact = await resolveTripContact(deps.db, caller, input.body);
      const reference = await loadBookingReference(deps);
      return runOrderTransaction(deps, (tx) =>
        bookLocked(deps, tx, caller, scope, contact, { ...keyed, reference }),
      );
    },
  });
}

function toQuote(
  scope: RentalScope,
  priced: PricedTrip,
  extra: { problems: TripProblem[]; partial: boolean; couponCode: string | null },
): TripQuote {
  const major = scope.money.toWire;
  const { price, split } = priced;
  const { problems } = extra;
  return {
    subtotal: major(price.subtotal),
    vehicle_discount: major(price.vehicleDiscount),
    provider_discount: major(price.providerDiscount),
    coupon_code: priced.couponId === null ? null : extra.couponCode,
    coupon_discount: major(price.couponDiscount),
    tax: major(price.tax),
    tax_included: price.taxIncluded,
    trip_amount: major(price.total),
    wallet_amount: major(split.walletPart),
    other_amount: major(split.otherPart),
    partial_payment_allowed: extra.partial,
    problems,
    can_book: problems.length === 0,
  };
}

/** POST /rental/user/trip/quote: the booking's numbers and problems; nothing is saved. */
export async function quoteTrip(
  deps: RentalDeps,
  ctx: Ctx,
  body: TripBookingBody,
): Promise<TripQuote> {
  const [caller, scope] = await Promise.all([
    resolveGuestOrCustomer(deps, ctx),
    openRentalScope(deps, ctx),
  ]);
  const contact = await resolveTripContact(deps.db, caller, body);
  const reference = await loadBookingReference(deps);
  const evaluated = await evaluateCart(reference, deps.db, caller, scope, body, { lock: false });
  return toQuote(scope, evaluated.priced, {
    problems: [...contact.problems, ...evaluated.problems],
    partial: isPartialPaymentAllowed(evaluated.settings, caller),
    couponCode: body.coupon_code,
  });
}
