import {
  RENTAL_CART_ADDED_MESSAGE,
  RENTAL_CART_LINE_NOT_FOUND_MESSAGE,
  RENTAL_PROVIDER_CONFLICT_MESSAGE,
  type RentalCart,
  TRIP_TYPE_CONFLICT_MESSAGE,
  type TripDetails,
} from '@marketplace/contract/rental-cart';
import { VEHICLE_NOT_FOUND_MESSAGE } from '@marketplace/contract/rental-catalog';
import {
  CART_CLEARED_FOR_ZONE_MESSAGE,
  findTripTypeConflicts,
  hasProviderConflict,
  shouldClearCartForZone,
} from '@marketplace/domain/rental/rental-cart-rules';
import { checkRentalQuantity } from '@marketplace/domain/rental/rental-quantity';
import { isTripTypeEnabled } from '@marketplace/domain/rental/trip-type';
import type { AppDeps } from '../../app-types';
import type { Database } from '../../db/client';
import { ConflictError, NotFoundError, ValidationError } from '../../errors/app-error';
import type { RequestContext } from '../../plugins/parse-request-context';
import { type Caller, resolveGuestOrCustomer } from '../auth/caller';
import type { MapsProvider } from '../geo/maps-provider';
import { findAvailableUnits } from './rental-availability';
import {
  type CartTripRow,
  deleteCartLines,
  deleteCartTrip,
  insertCartLine,
  lockRentalCartOwner,
  saveCartTrip,
  selectCartTrip,
  setCartLineQuantity,
} from './rental-cart.repository';
import { type CartLineWithVehicle, readCart, toRentalCart } from './rental-cart.view';
import { isVisibleVehicle, openRentalScope, type RentalScope } from './rental-view';
import { cartTripWindow, pickUpInProviderZone, resolveTrip } from './trip-input';
import {
  selectProvidersByIds,
  selectVehiclesByIds,
  type VehicleRow,
} from './vehicle-rows.repository';

export type RentalDeps = AppDeps & { maps: MapsProvider };
type Ctx = RequestContext;

const TRIP_TYPE_NAMES = { hourly: 'hourly', day_wise: 'day-wise', distance_wise: 'distance-wise' };

async function open(deps: RentalDeps, ctx: Ctx) {
  const [caller, scope] = await Promise.all([
    resolveGuestOrCustomer(deps, ctx),
    openRentalScope(deps, ctx),
  ]);
  return { caller, scope };
}

async function answer(db: Database, scope: RentalScope, caller: Caller): Promise<RentalCart> {
  const { trip, lines } = await readCart(db, caller);
  return toRentalCart(db, scope, trip, lines);
}

/**
 * Every line must fit the trip: its vehicle offers the trip type (409 `trip_type` with the lines
 * in the way: spec 02 §8's trip vehicle list) and its quantity is free for the window (422
 * `quantity` with spec 02 §8's wording).
 */
async function checkLinesFitTrip(
  tx: Database,
  trip: Pick<CartTripRow, 'rentalType' | 'pickupTime' | 'estimatedHours'>,
  lines: { vehicle: VehicleRow; quantity: number; id?: number }[],
  conflictCart: () => Promise<RentalCart>,
): Promise<void> {
  const conflicts = findTripTypeConflicts(lines, trip.rentalType);
  if (conflicts.length > 0) {
    const cart = await conflictCart();
    const ids = new Set(conflicts.map((line) => line.id));
    throw new ConflictError('trip_type', TRIP_TYPE_CONFLICT_MESSAGE, {
      carts: cart.carts.filter((line) => ids.has(line.id)),
    });
  }
  const available = await findAvailableUnits(
    tx,
    new Map(lines.map((line) => [line.vehicle.id, line.vehicle.totalVehicleCount])),
    cartTripWindow(trip),
  );
  for (const line of lines) {
    const problem = checkRentalQuantity(
      line.quantity,
      available.get(line.vehicle.id) ?? 0,
      line.vehicle.totalVehicleCount,
    );
    if (problem) throw ValidationError.field('quantity', problem.message);
  }
}

/** GET /rental/user/cart/get-cart. */
export async function getRentalCart(deps: RentalDeps, ctx: Ctx): Promise<RentalCart> {
  const { caller, scope } = await open(deps, ctx);
  return answer(deps.db, scope, caller);
}

/** The provider's pickup zone (a vehicle's or a cart's provider). */
async function providerZoneId(db: Database, providerId: number): Promise<number> {
  const [provider] = await selectProvidersByIds(db, [providerId]);
  if (!provider) throw new NotFoundError('vehicle', VEHICLE_NOT_FOUND_MESSAGE);
  return provider.zoneId;
}

async function findVisibleVehicle(db: Database, scope: RentalScope, id: number) {
  const [vehicle] = await selectVehiclesByIds(db, [id]);
  if (!vehicle || !isVisibleVehicle(vehicle, scope)) {
    throw new NotFoundError('vehicle', VEHICLE_NOT_FOUND_MESSAGE);
  }
  return vehicle;
}

type AddBody = TripDetails & { vehicle_id: number; quantity: number; replace_cart: boolean };

/**
 * POST /rental/user/cart/add-to-cart: the body's trip becomes the cart's trip; the vehicle's
 * units are added to its line. One provider per cart (409 `provider` with the lines in the way,
 * unless replace_cart), the trip type must be offered, and every quantity must be free for the
 * window. Under the owner's lock, so racing adds of one owner cannot break those rules.
 */
export async function addToRentalCart(
  deps: RentalDeps,
  ctx: Ctx,
  body: AddBody,
): Promise<RentalCart & { message: string }> {
  const { caller, scope } = await open(deps, ctx);
  const vehicle = await findVisibleVehicle(deps.db, scope, body.vehicle_id);
  if (!isTripTypeEnabled(vehicle, body.rental_type)) {
    throw ValidationError.field(
      'rental_type',
      `This vehicle does not offer ${TRIP_TYPE_NAMES[body.rental_type]} trips`,
    );
  }
  const trip = pickUpInProviderZone(
    await resolveTrip(deps, deps.maps, body, scope.now),
    await providerZoneId(deps.db, vehicle.providerId),
  );
  await deps.db.transaction(async (tx) => {
    await lockRentalCartOwner(tx, caller);
    let { lines } = await readCart(tx, caller);
    const providers = lines.map((line) => line.providerId);
    if (hasProviderConflict(providers, vehicle.providerId)) {
      if (!body.replace_cart) {
        const cart = await answer(tx, scope, caller);
        throw new ConflictError('provider', RENTAL_PROVIDER_CONFLICT_MESSAGE, {
          carts: cart.carts,
        });
      }
      await deleteCartTrip(tx, caller);
      lines = [];
    }
    const own = lines.find((line) => line.vehicleId === vehicle.id);
    const wanted: { vehicle: VehicleRow; quantity: number; id?: number }[] = [
      ...lines.filter((line) => line !== own),
      { vehicle, quantity: (own?.quantity ?? 0) + body.quantity, id: own?.id },
    ];
    await checkLinesFitTrip(tx, trip, wanted, () => answer(tx, scope, caller));
    const saved = await saveCartTrip(tx, caller, trip);
    if (own) {
      await setCartLineQuantity(tx, own.id, own.quantity + body.quantity);
    } else {
      await insertCartLine(tx, {
        cartTripId: saved.id,
        vehicleId: vehicle.id,
        providerId: vehicle.providerId,
        quantity: body.quantity,
      });
    }
  });
  return { ...(await answer(deps.db, scope, caller)), message: RENTAL_CART_ADDED_MESSAGE };
}

async function changeLines(
  deps: RentalDeps,
  ctx: Ctx,
  change: (
    tx: Database,
    trip: CartTripRow,
    lines: CartLineWithVehicle[],
    caller: Caller,
  ) => Promise<void>,
): Promise<RentalCart> {
  const { caller, scope } = await open(deps, ctx);
  await deps.db.transaction(async (tx) => {
    await lockRentalCartOwner(tx, caller);
    const { trip, lines } = await readCart(tx, caller);
    if (!trip) throw new NotFoundError('cart_id', RENTAL_CART_LINE_NOT_FOUND_MESSAGE);
    await change(tx, trip, lines, caller);
  });
  return answer(deps.db, scope, caller);
}

/** PUT /rental/user/cart/update-cart: a line's new quantity, if it is free for the window. */
export function updateRentalCartLine(
  deps: RentalDeps,
  ctx: Ctx,
  body: { cart_id: number; quantity: number },
): Promise<RentalCart> {
  return changeLines(deps, ctx, async (tx, trip, lines) => {
    const line = lines.find((l) => l.id === body.cart_id);
    if (!line) throw new NotFoundError('cart_id', RENTAL_CART_LINE_NOT_FOUND_MESSAGE);
    await checkLinesFitTrip(tx, trip, [{ vehicle: line.vehicle, quantity: body.quantity }], () =>
      Promise.resolve({ carts: [], user_data: null }),
    );
    await setCartLineQuantity(tx, line.id, body.quantity);
  });
}

/**
 * PUT /rental/user/cart/update-user-data/{id}: new trip details for the caller's cart (404 when
 * `id` is not their cart). Lines whose vehicle does not offer the new trip type answer 409
 * `trip_type` with those lines (Remove & Continue removes them and sends this again).
 */
export async function updateRentalTrip(
  deps: RentalDeps,
  ctx: Ctx,
  cartTripId: number,
  body: TripDetails,
): Promise<RentalCart> {
  const { caller, scope } = await open(deps, ctx);
  const resolved = await resolveTrip(deps, deps.maps, body, scope.now);
  await deps.db.transaction(async (tx) => {
    await lockRentalCartOwner(tx, caller);
    const current = await readCart(tx, caller);
    if (!current.trip || current.trip.id !== cartTripId) {
      throw new NotFoundError('cart', RENTAL_CART_LINE_NOT_FOUND_MESSAGE);
    }
    const provider = current.lines[0]?.providerId;
    const trip = provider
      ? pickUpInProviderZone(resolved, await providerZoneId(tx, provider))
      : resolved;
    await checkLinesFitTrip(tx, trip, current.lines, () => answer(tx, scope, caller));
    await saveCartTrip(tx, caller, trip);
  });
  return answer(deps.db, scope, caller);
}

/** DELETE remove-vehicle/{id} and remove-multiple-cart: the caller's lines only (404 otherwise). */
export function removeRentalCartLines(deps: RentalDeps, ctx: Ctx, ids: number[]) {
  return changeLines(deps, ctx, async (tx, trip, lines, caller) => {
    const own = new Set(lines.map((line) => line.id));
    const wanted = new Set(ids);
    if (![...wanted].every((id) => own.has(id))) {
      throw new NotFoundError('cart_id', RENTAL_CART_LINE_NOT_FOUND_MESSAGE);
    }
    // The last line gone: the trip details go too (the cart is empty, spec 02 §2).
    if (wanted.size === own.size) await deleteCartTrip(tx, caller);
    else await deleteCartLines(tx, trip.id, [...wanted]);
  });
}

/** DELETE /rental/user/cart/remove-cart: empties the caller's rental cart. */
export async function clearRentalCart(deps: RentalDeps, ctx: Ctx): Promise<RentalCart> {
  const { caller } = await open(deps, ctx);
  await deps.db.transaction(async (tx) => {
    await lockRentalCartOwner(tx, caller);
    await deleteCartTrip(tx, caller);
  });
  return { carts: [], user_data: null };
}

/**
 * Spec 02 §4: a cart whose pickup zone is not among the caller's zones (zoneId header) is
 * cleared, with the spec's message.
 */
export async function clearRentalCartOutsideZones(deps: RentalDeps, ctx: Ctx) {
  const { caller, scope } = await open(deps, ctx);
  const cleared = await deps.db.transaction(async (tx) => {
    await lockRentalCartOwner(tx, caller);
    const trip = await selectCartTrip(tx, caller);
    if (!trip || ctx.zoneIds === null) return false;
    if (!shouldClearCartForZone(trip.pickupZoneId, ctx.zoneIds)) return false;
    await deleteCartTrip(tx, caller);
    return true;
  });
  return {
    cleared,
    message: cleared ? CART_CLEARED_FOR_ZONE_MESSAGE : null,
    cart: await answer(deps.db, scope, caller),
  };
}
