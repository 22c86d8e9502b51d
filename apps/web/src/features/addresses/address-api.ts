import type { AddressBody, AddressBodyInput } from '@marketplace/contract/addresses';
import {
  addressAdd,
  addressDelete,
  addressList,
  addressUpdate,
} from '@marketplace/contract/endpoints/addresses';
import { callApi } from '@/lib/api-client';

/** Page size of the saved-address lists (the modal loads more on demand). */
export const ADDRESS_PAGE_SIZE = 20;

export function fetchAddressPage(
  page: { offset: number; limit?: number; storeZoneId?: number | null },
  signal?: AbortSignal,
) {
  return callApi(addressList, {
    query: {
      limit: page.limit ?? ADDRESS_PAGE_SIZE,
      offset: page.offset,
      store_zone_id: page.storeZoneId ?? undefined,
    },
    signal,
  });
}

/** Add (no id) or update (id) a saved address; the server answers the zone ids it computed. */
export function saveAddress(body: AddressBody | AddressBodyInput, id?: number) {
  return id === undefined
    ? callApi(addressAdd, { body })
    : callApi(addressUpdate, { params: { id }, body });
}

export function deleteAddress(id: number) {
  return callApi(addressDelete, { query: { address_id: id } });
}
