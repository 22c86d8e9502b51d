import { mostTips } from '@marketplace/contract/endpoints/discovery';
import { orderPlace, orderQuote } from '@marketplace/contract/endpoints/orders';
import { zoneIdAt } from '@marketplace/contract/endpoints/zones';
import type { OrderPlaceBodyInput } from '@marketplace/contract/orders';
import type { ZonePayments } from '@marketplace/domain/checkout/payment-method';
import { fetchStoreDetails } from '@/features/stores/stores-api';
import { callApi } from '@/lib/api-client';

/** POST /customer/order/quote: the server's numbers for these choices; nothing is saved. */
export function fetchQuote(body: OrderPlaceBodyInput, signal?: AbortSignal) {
  return callApi(orderQuote, { body, signal });
}

/** POST /customer/order/place with the attempt's Idempotency-Key. */
export function placeOrder(body: OrderPlaceBodyInput, idempotencyKey: string) {
  return callApi(orderPlace, { body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** GET /stores/details/{id}: hours, time zone, zone, delivery and take-away flags. */
export function fetchCheckoutStore(storeId: number, signal?: AbortSignal) {
  return fetchStoreDetails(storeId, signal);
}

/** The payment flags of the store's zone, from get-zone-id at the store's own position. */
export async function fetchZonePayments(
  store: { latitude: number; longitude: number; zone_id: number },
  signal?: AbortSignal,
): Promise<ZonePayments | null> {
  const answer = await callApi(zoneIdAt, {
    query: { lat: store.latitude, lng: store.longitude },
    signal,
  });
  const zone = answer.zone_data.find((entry) => entry.id === store.zone_id);
  return zone
    ? { cashOnDelivery: zone.cash_on_delivery, digitalPayment: zone.digital_payment }
    : null;
}

/** GET /most-tips: the tip customers of this module and zone choose most often, or null. */
export async function fetchMostChosenTip(signal?: AbortSignal): Promise<number | null> {
  const answer = await callApi(mostTips, { signal });
  return answer.most_tips_amount;
}
