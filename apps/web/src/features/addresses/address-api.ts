import type { AddressBody, AddressBodyInput } from '@marketplace/contract/addresses';
import { apiFetch } from '@/lib/api-client';

// Schemas load with the first call (see SchemaSource in api-client): keeps zod off first load.
const contract = () => import('@marketplace/contract/addresses');

/** Page size of the saved-address lists (the modal loads more on demand). */
export const ADDRESS_PAGE_SIZE = 20;

export function fetchAddressPage(
  page: { offset: number; limit?: number; storeZoneId?: number | null },
  signal?: AbortSignal,
) {
  return apiFetch('/customer/address/list', {
    schema: () => contract().then((m) => m.AddressListSchema),
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
  return apiFetch(id === undefined ? '/customer/address/add' : `/customer/address/update/${id}`, {
    method: id === undefined ? 'POST' : 'PUT',
    schema: () => contract().then((m) => m.AddressSavedSchema),
    body,
  });
}

export function deleteAddress(id: number) {
  return apiFetch('/customer/address/delete', {
    method: 'DELETE',
    schema: () => import('@marketplace/contract/errors').then((m) => m.MessageResponseSchema),
    query: { address_id: id },
  });
}
