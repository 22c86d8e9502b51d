'use client';

import dynamic from 'next/dynamic';
import { useShellState } from '@/features/shell/shell-state-provider';
import { CartButton } from './cart-button';

const RentalCartButton = dynamic(
  () => import('@/features/rental/rental-cart-button').then((m) => m.RentalCartButton),
  { ssr: false },
);

/**
 * The header's cart: the Rental Trip Cart in a rental module, none in the parcel module (a
 * parcel is sent on its own, never with a cart: issue 16), the Shopping Cart elsewhere.
 */
export function HeaderCart({
  freeDeliveryOver,
  guestCheckout,
  rentalModuleIds,
  parcelModuleIds = [],
}: {
  freeDeliveryOver: number | null;
  guestCheckout: boolean;
  rentalModuleIds: number[];
  parcelModuleIds?: number[];
}) {
  const { moduleId } = useShellState();
  if (moduleId !== null && parcelModuleIds.includes(moduleId)) return null;
  if (moduleId !== null && rentalModuleIds.includes(moduleId)) {
    return <RentalCartButton moduleId={moduleId} />;
  }
  return <CartButton freeDeliveryOver={freeDeliveryOver} guestCheckout={guestCheckout} />;
}
