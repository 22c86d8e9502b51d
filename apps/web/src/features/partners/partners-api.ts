import { deliveryManStore, vendorRegister } from '@marketplace/contract/endpoints/partners';
import { zoneList } from '@marketplace/contract/endpoints/zones';
import type { DeliveryManStoreBody, VendorRegisterBody } from '@marketplace/contract/partners';
import { callApi } from '@/lib/api-client';

/** The zones an applicant can work in (every active zone). */
export function fetchZones(signal?: AbortSignal) {
  return callApi(zoneList, { signal });
}

/** A store application (multipart: the logo and cover go with it); it waits for review. */
export function registerVendor(body: VendorRegisterBody) {
  return callApi(vendorRegister, { body });
}

/** A delivery-man application (multipart: photo and identity images); it waits for review. */
export function registerDeliveryMan(body: DeliveryManStoreBody) {
  return callApi(deliveryManStore, { body });
}
