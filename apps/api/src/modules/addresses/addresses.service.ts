import {
  ADDRESS_ADDED_MESSAGE,
  ADDRESS_DELETED_MESSAGE,
  ADDRESS_NOT_FOUND_MESSAGE,
  ADDRESS_UPDATED_MESSAGE,
  type AddressBody,
  type AddressList,
  type AddressListQuery,
  type AddressSaved,
  MAX_SAVED_ADDRESSES,
  TOO_MANY_ADDRESSES_MESSAGE,
} from '@marketplace/contract/addresses';
import type { MessageResponse } from '@marketplace/contract/errors';
import type { AppDeps } from '../../app-types';
import { ConflictError, NotFoundError } from '../../errors/app-error';
import { computeAddressZoneIds } from './address-zones';
import { toAddress, toAddressValues } from './addresses.mapper';
import {
  deleteOwnedAddress,
  insertAddressWithinCap,
  selectAddressPage,
  updateOwnedAddress,
} from './addresses.repository';

const notFound = () => new NotFoundError('address', ADDRESS_NOT_FOUND_MESSAGE);

/** GET /customer/address/list: the caller's addresses, newest first, optionally in one zone. */
export async function listAddresses(
  { db }: AppDeps,
  userId: number,
  query: AddressListQuery,
): Promise<AddressList> {
  const { rows, total } = await selectAddressPage(db, userId, {
    limit: query.limit,
    offset: query.offset,
    storeZoneId: query.store_zone_id,
  });
  return {
    total_size: total,
    limit: query.limit,
    offset: query.offset,
    addresses: rows.map(toAddress),
  };
}

/** POST /customer/address/add: zone ids from the point; refused outside every zone. */
export async function addAddress(
  deps: AppDeps,
  userId: number,
  body: AddressBody,
): Promise<AddressSaved> {
  const { db } = deps;
  const zoneIds = await computeAddressZoneIds(deps, { lat: body.latitude, lng: body.longitude });
  const row = await insertAddressWithinCap(
    db,
    userId,
    toAddressValues(body, zoneIds),
    MAX_SAVED_ADDRESSES,
  );
  if (!row) throw new ConflictError('address', TOO_MANY_ADDRESSES_MESSAGE);
  return { message: ADDRESS_ADDED_MESSAGE, zone_ids: zoneIds, address: toAddress(row) };
}

/** PUT /customer/address/update/{id}: the whole address again; zone ids recomputed. */
export async function updateAddress(
  deps: AppDeps,
  userId: number,
  id: number,
  body: AddressBody,
): Promise<AddressSaved> {
  const { db } = deps;
  const zoneIds = await computeAddressZoneIds(deps, { lat: body.latitude, lng: body.longitude });
  const row = await updateOwnedAddress(db, userId, id, toAddressValues(body, zoneIds));
  if (!row) throw notFound();
  return { message: ADDRESS_UPDATED_MESSAGE, zone_ids: zoneIds, address: toAddress(row) };
}

/** DELETE /customer/address/delete?address_id=. */
export async function deleteAddress(
  { db }: AppDeps,
  userId: number,
  id: number,
): Promise<MessageResponse> {
  if (!(await deleteOwnedAddress(db, userId, id))) throw notFound();
  return { message: ADDRESS_DELETED_MESSAGE };
}
