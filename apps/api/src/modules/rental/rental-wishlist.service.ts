import {
  PROVIDER_NOT_FOUND_MESSAGE,
  VEHICLE_NOT_FOUND_MESSAGE,
} from '@marketplace/contract/rental-catalog';
import {
  type RentalWishlist,
  WISHLIST_ADDED_MESSAGE,
  WISHLIST_LOGIN_MESSAGE,
  WISHLIST_REMOVED_MESSAGE,
} from '@marketplace/contract/rental-wishlist';
import type { AppDeps } from '../../app-types';
import { NotFoundError } from '../../errors/app-error';
import type { RequestContext } from '../../plugins/parse-request-context';
import { UnauthorizedError } from '../auth/access-tokens';
import { resolveCustomer } from '../auth/caller';
import { openRentalScope } from './rental-view';
import { rentalWishes, type WishTarget } from './rental-wishlist.repository';
import { buildProviders, buildVehicles } from './vehicle-cards';
import { selectProvidersByIds, selectVehiclesByIds } from './vehicle-rows.repository';

type Ctx = RequestContext;

/** Spec 02 §8: the wishlist needs a signed-in customer ('You are not logged in'). */
async function customerOf(deps: AppDeps, ctx: Ctx): Promise<number> {
  if (!ctx.bearerToken) throw new UnauthorizedError(WISHLIST_LOGIN_MESSAGE);
  return (await resolveCustomer(deps.db, ctx)).userId;
}

/** GET /rental/user/wish-list: favourite vehicles and providers, as cards. */
export async function getRentalWishlist(deps: AppDeps, ctx: Ctx): Promise<RentalWishlist> {
  const userId = await customerOf(deps, ctx);
  const scope = await openRentalScope(deps, ctx);
  const { vehicleIds, providerIds } = await rentalWishes.selectIds(deps.db, userId);
  const [vehicleRows, providerRows] = await Promise.all([
    selectVehiclesByIds(deps.db, vehicleIds),
    selectProvidersByIds(deps.db, providerIds),
  ]);
  const order = <T extends { id: number }>(ids: number[], rows: T[]) =>
    ids.flatMap((id) => rows.filter((row) => row.id === id));
  const [vehicles, providers] = await Promise.all([
    buildVehicles(deps.db, order(vehicleIds, vehicleRows), scope, null),
    buildProviders(deps.db, order(providerIds, providerRows), scope),
  ]);
  return { vehicles, providers };
}

/** POST /rental/user/wish-list/add?key=vehicle_id|provider_id&id=: 404 for an unknown target. */
export async function addRentalWish(deps: AppDeps, ctx: Ctx, target: WishTarget) {
  const userId = await customerOf(deps, ctx);
  const { providerIds } = await openRentalScope(deps, ctx);
  if ('vehicleId' in target) {
    const [row] = await selectVehiclesByIds(deps.db, [target.vehicleId]);
    if (!row || !providerIds.includes(row.providerId)) {
      throw new NotFoundError('vehicle', VEHICLE_NOT_FOUND_MESSAGE);
    }
  } else if (!providerIds.includes(target.providerId)) {
    throw new NotFoundError('provider', PROVIDER_NOT_FOUND_MESSAGE);
  }
  await rentalWishes.insert(deps.db, userId, target);
  return { message: WISHLIST_ADDED_MESSAGE };
}

/** DELETE /rental/user/wish-list/remove?vehicle_id= or ?provider_id=. */
export async function removeRentalWish(deps: AppDeps, ctx: Ctx, target: WishTarget) {
  const userId = await customerOf(deps, ctx);
  await rentalWishes.delete(deps.db, userId, target);
  return { message: WISHLIST_REMOVED_MESSAGE };
}
