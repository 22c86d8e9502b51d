'use client';

import type { Address, GuestContactInfo } from '@marketplace/contract/addresses';
import { useCallback, useMemo } from 'react';
import { useCustomerInfo } from '@/features/auth/use-customer-info';
import { useShellState } from '@/features/shell/shell-state-provider';
import { chosenAddressStore } from './chosen-address';
import {
  buildSelectedAddress,
  type DeliveryAddress,
  getDeliveryProblem,
  type LocalAddress,
  type OrderType,
  pickCustomerAddress,
  pickGuestAddress,
} from './delivery-address';
import { guestCheckoutStore, withGuestAddress, withGuestContact } from './guest-checkout';
import { buildOrderAddressFields } from './order-address-fields';

export type UseDeliveryAddressOptions = {
  orderType: OrderType;
  /** The store's zone: saved addresses outside it are not offered (spec 02 §5). */
  storeZoneId?: number | null;
};

/**
 * The checkout's delivery address and contact, in one place. A customer gets the saved address
 * they chose, else the header location ('Selected Address') with their profile's name and number;
 * a guest gets the contact info and address typed in this tab. `orderFields` is what the order
 * place body needs; `problem` says what is missing.
 */
export function useDeliveryAddress({ orderType, storeZoneId = null }: UseDeliveryAddressOptions) {
  const { isSignedIn, location, zoneIds } = useShellState();
  const profile = useCustomerInfo(isSignedIn).data;
  const storedChoice = chosenAddressStore.useValue();
  const guest = guestCheckoutStore.useValue();
  const isGuest = !isSignedIn;

  // A choice left in this tab by another account is not this customer's.
  const chosen =
    isSignedIn && storedChoice && (!profile || storedChoice.user_id === profile.id)
      ? storedChoice
      : null;
  const customerContact = useMemo(
    () =>
      profile
        ? { name: `${profile.f_name} ${profile.l_name}`.trim(), number: profile.phone ?? '' }
        : { name: '', number: '' },
    [profile],
  );

  const address: DeliveryAddress | null = useMemo(() => {
    const selected = buildSelectedAddress(
      location,
      zoneIds,
      isGuest ? { name: '', number: '' } : customerContact,
    );
    return isGuest
      ? pickGuestAddress({ local: guest.address, selected, contact: guest.contact })
      : pickCustomerAddress({ chosen, selected, storeZoneId });
  }, [location, zoneIds, isGuest, customerContact, guest, chosen, storeZoneId]);

  const guestContact = isGuest ? guest.contact : null;
  const problem = getDeliveryProblem({ orderType, isGuest, address, guestContact, storeZoneId });
  const orderFields =
    problem === null
      ? buildOrderAddressFields({ orderType, address, guestContact, customerContact })
      : null;

  const chooseSaved = useCallback((saved: Address | null) => chosenAddressStore.write(saved), []);
  const saveGuestContact = useCallback(
    (contact: GuestContactInfo) =>
      guestCheckoutStore.write(withGuestContact(guestCheckoutStore.read(), contact)),
    [],
  );
  const saveGuestAddress = useCallback(
    (local: LocalAddress) =>
      guestCheckoutStore.write(withGuestAddress(guestCheckoutStore.read(), local)),
    [],
  );

  return {
    orderType,
    storeZoneId,
    isGuest,
    /** Spec 01 §2: the Delivery Addresses section is not shown for take-away orders. */
    isAddressHidden: orderType === 'take_away',
    address,
    /** The customer's chosen saved address (for editing it), else null. */
    chosenSaved: chosen,
    /** The guest's own address (for editing it), else null. */
    guestAddress: isGuest ? guest.address : null,
    guestContact,
    customerContact,
    problem,
    orderFields,
    chooseSaved,
    saveGuestContact,
    saveGuestAddress,
  };
}

export type DeliveryAddressState = ReturnType<typeof useDeliveryAddress>;
