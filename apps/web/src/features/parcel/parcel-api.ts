import { parcelCategoryList, parcelInstructionList } from '@marketplace/contract/endpoints/parcel';
import { zoneIdAt } from '@marketplace/contract/endpoints/zones';
import type { ZonePayments } from '@marketplace/domain/checkout/payment-method';
import type { LatLng } from '@/features/location/location-api';
import { callApi, isApiError } from '@/lib/api-client';

/** GET /parcel-category in the chosen (parcel) module: what can be sent, with its rates. */
export function fetchParcelCategories(signal?: AbortSignal) {
  return callApi(parcelCategoryList, { signal });
}

/** GET /customer/order/parcel-instructions: the first page of ready-made instructions. */
export function fetchParcelInstructions(signal?: AbortSignal) {
  return callApi(parcelInstructionList, { query: { limit: 20, offset: 1 }, signal });
}

/** Whether a point lies in a zone that serves the parcel module, and that zone's payments. */
export type ParcelZone = { servesParcels: false } | { servesParcels: true; payments: ZonePayments };

/**
 * get-zone-id at the point: the first zone there whose modules include the parcel module, as
 * the server picks the sender's zone. Outside every zone the API answers 404 (no parcels).
 */
export async function fetchParcelZone(
  point: LatLng,
  parcelModuleId: number,
  signal?: AbortSignal,
): Promise<ParcelZone> {
  try {
    const answer = await callApi(zoneIdAt, { query: { lat: point.lat, lng: point.lng }, signal });
    const zone = answer.zone_data.find((entry) =>
      entry.modules.some((module) => module.id === parcelModuleId),
    );
    if (!zone) return { servesParcels: false };
    return {
      servesParcels: true,
      payments: { cashOnDelivery: zone.cash_on_delivery, digitalPayment: zone.digital_payment },
    };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { servesParcels: false };
    throw error;
  }
}
