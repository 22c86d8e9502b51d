import {
  AddressFieldsSchema,
  type GuestContactInfo,
  GuestContactInfoSchema,
} from '@marketplace/contract/addresses';
import { z } from 'zod';
import type { LocalAddress } from './delivery-address';
import { createSessionValue, parseJsonOrUndefined } from './session-value';

/** What a guest typed at checkout (spec 01 §4 "Guest contact form"; spec 02 §6). */
export type GuestCheckout = { contact: GuestContactInfo | null; address: LocalAddress | null };

export const GUEST_CHECKOUT_STORAGE_KEY = 'guest_checkout';

const LocalAddressSchema = AddressFieldsSchema.extend({
  zone_ids: z.array(z.number().int().positive()).min(1).max(50),
});

/** Reads what was stored; anything that no longer parses is dropped, not trusted. */
export function parseGuestCheckout(raw: string | null): GuestCheckout {
  const value = parseJsonOrUndefined(raw) as Record<string, unknown> | undefined;
  const contact = GuestContactInfoSchema.safeParse(value?.contact);
  const address = LocalAddressSchema.safeParse(value?.address);
  return {
    contact: contact.success ? contact.data : null,
    address: address.success ? address.data : null,
  };
}

/** Saving the contact form also moves its road, house and floor onto the local address. */
export function withGuestContact(state: GuestCheckout, contact: GuestContactInfo): GuestCheckout {
  const address = state.address
    ? { ...state.address, road: contact.road, house: contact.house, floor: contact.floor }
    : null;
  return { contact, address };
}

/** Saving the address form fills the contact info from it (name, number, road, house, floor). */
export function withGuestAddress(state: GuestCheckout, address: LocalAddress): GuestCheckout {
  return {
    address,
    contact: {
      contact_person_name: address.contact_person_name,
      contact_person_number: address.contact_person_number,
      contact_person_email: state.contact?.contact_person_email ?? null,
      road: address.road,
      house: address.house,
      floor: address.floor,
    },
  };
}

export const guestCheckoutStore = createSessionValue(
  GUEST_CHECKOUT_STORAGE_KEY,
  parseGuestCheckout,
);
