import type { GuestContactInfo } from '@marketplace/contract/addresses';
import type { DeliveryAddress, OrderType } from './delivery-address';

/**
 * The address and contact fields of the order place body (API-CONTRACT.md "Order place body"):
 * address fields and latitude/longitude for delivery, contact_person_* for everyone (e-mail for
 * guests). Amounts and zones are the server's business; this only says where and to whom.
 */
export type OrderAddressFields = {
  contact_person_name: string;
  contact_person_number: string;
  contact_person_email?: string;
  address?: string;
  latitude?: number;
  longitude?: number;
  address_type?: string;
  house?: string;
  floor?: string;
  road?: string;
  additional_information?: string;
};

/** null while something is missing (see getDeliveryProblem). */
export function buildOrderAddressFields(options: {
  orderType: OrderType;
  address: DeliveryAddress | null;
  guestContact: GuestContactInfo | null;
  /** A customer's own name and number, for take-away without an address. */
  customerContact?: { name: string; number: string } | null;
}): OrderAddressFields | null {
  const { orderType, address, guestContact, customerContact } = options;
  const contact = guestContact
    ? { name: guestContact.contact_person_name, number: guestContact.contact_person_number }
    : address
      ? { name: address.contact_person_name, number: address.contact_person_number }
      : customerContact;
  if (!contact?.name || !contact.number) return null;
  const fields: OrderAddressFields = {
    contact_person_name: contact.name,
    contact_person_number: contact.number,
    ...(guestContact?.contact_person_email
      ? { contact_person_email: guestContact.contact_person_email }
      : {}),
  };
  if (orderType === 'take_away') return fields;
  if (!address) return null;
  return {
    ...fields,
    address: address.address,
    latitude: address.latitude,
    longitude: address.longitude,
    // 'Selected Address' is not a saved type; the order records it as other.
    address_type: address.address_type === 'selected' ? 'other' : address.address_type,
    ...optional('house', address.house),
    ...optional('floor', address.floor),
    ...optional('road', address.road),
    ...optional('additional_information', address.additional_information),
  };
}

function optional<K extends string>(key: K, value: string | null) {
  return (value ? { [key]: value } : {}) as Partial<Record<K, string>>;
}
