import type { Order } from '@marketplace/contract/orders';
import type { LatLng } from '@/features/location/location-api';

/** What a route map needs of an order. */
export type RoutedOrder = Pick<Order, 'store' | 'delivery_address' | 'receiver_details'>;

type End = { point: LatLng; address: string };

/**
 * The two ends of an order's route (spec 02 §2 delivery-route map): a store order runs from the
 * store to the delivery address (take-away has none: no route); a parcel from the sender (the
 * order's own address) to the receiver. null when there is no route to draw.
 */
export type RouteEnds =
  | { kind: 'store'; from: End; to: End; store: NonNullable<Order['store']> }
  | { kind: 'parcel'; from: End; to: End };

export function getRouteEnds(order: RoutedOrder): RouteEnds | null {
  const { store, delivery_address: address, receiver_details: receiver } = order;
  if (!address) return null;
  const to = { point: { lat: address.latitude, lng: address.longitude }, address: address.address };
  if (store) {
    const from = { point: { lat: store.latitude, lng: store.longitude }, address: store.address };
    return { kind: 'store', from, to, store };
  }
  if (!receiver) return null;
  return {
    kind: 'parcel',
    from: to,
    to: { point: { lat: receiver.latitude, lng: receiver.longitude }, address: receiver.address },
  };
}
