import type { Address, AddressType, GuestContactInfo } from '@marketplace/contract/addresses';
import type { StoredLocation } from '@/lib/shell-cookies';

export type OrderType = 'delivery' | 'take_away';

/** A guest's delivery address, kept in the browser (spec 01 §4: guests cannot save addresses). */
export type LocalAddress = {
  address: string;
  latitude: number;
  longitude: number;
  address_type: AddressType;
  address_label: string | null;
  contact_person_name: string;
  contact_person_number: string;
  house: string | null;
  floor: string | null;
  road: string | null;
  additional_information: string | null;
  zone_ids: number[];
};

/**
 * Where an order goes: a saved address, a guest's local one, or the header location shown as
 * 'Selected Address' (spec 01 §3: that type is not editable).
 */
export type DeliveryAddress = Omit<LocalAddress, 'address_type'> & {
  source: 'saved' | 'local' | 'selected';
  /** The saved address id (source 'saved'), else null. */
  id: number | null;
  address_type: AddressType | 'selected';
};

export type ContactPerson = { name: string; number: string };

export function fromSavedAddress(saved: Address): DeliveryAddress {
  return {
    source: 'saved',
    id: saved.id,
    address: saved.address,
    latitude: saved.latitude,
    longitude: saved.longitude,
    address_type: saved.address_type,
    address_label: saved.address_label,
    contact_person_name: saved.contact_person_name,
    contact_person_number: saved.contact_person_number,
    house: saved.house,
    floor: saved.floor,
    road: saved.road,
    additional_information: saved.additional_information,
    zone_ids: saved.zone_ids,
  };
}

export function fromLocalAddress(local: LocalAddress): DeliveryAddress {
  return { ...local, source: 'local', id: null };
}

/** The header location as an address ('Selected Address'), with the caller's contact person. */
export function buildSelectedAddress(
  location: StoredLocation | null,
  zoneIds: number[] | null,
  contact: ContactPerson,
): DeliveryAddress | null {
  if (!location) return null;
  return {
    source: 'selected',
    id: null,
    address: location.address,
    latitude: location.lat,
    longitude: location.lng,
    address_type: 'selected',
    address_label: null,
    contact_person_name: contact.name,
    contact_person_number: contact.number,
    house: null,
    floor: null,
    road: null,
    additional_information: null,
    zone_ids: zoneIds ?? [],
  };
}

export function isEditableAddress(address: DeliveryAddress): boolean {
  return address.source !== 'selected';
}

/** Spec 02 §5: with a store zone, only addresses whose zone_ids include it. */
export function isInStoreZone(
  address: { zone_ids: number[] },
  storeZoneId: number | null | undefined,
): boolean {
  return storeZoneId == null || address.zone_ids.includes(storeZoneId);
}

/** A customer's chosen saved address when the store delivers there, else the header location. */
export function pickCustomerAddress(options: {
  chosen: Address | null;
  selected: DeliveryAddress | null;
  storeZoneId?: number | null;
}): DeliveryAddress | null {
  const { chosen, selected, storeZoneId } = options;
  if (chosen && isInStoreZone(chosen, storeZoneId)) return fromSavedAddress(chosen);
  return selected;
}

/**
 * A guest's address: the one entered locally, else the header location; the contact info (its
 * name, number, road, house and floor) is the latest the guest typed.
 */
export function pickGuestAddress(options: {
  local: LocalAddress | null;
  selected: DeliveryAddress | null;
  contact: GuestContactInfo | null;
}): DeliveryAddress | null {
  const { local, selected, contact } = options;
  const base = local ? fromLocalAddress(local) : selected;
  if (!base || !contact) return base;
  return {
    ...base,
    contact_person_name: contact.contact_person_name,
    contact_person_number: contact.contact_person_number,
    road: contact.road ?? base.road,
    house: contact.house ?? base.house,
    floor: contact.floor ?? base.floor,
  };
}

export type DeliveryProblem =
  | 'contact_missing'
  | 'address_missing'
  | 'outside_store_zone'
  | 'outside_zones';

/** Why the order cannot go out yet (null: it can). The server checks again when it is placed. */
export function getDeliveryProblem(options: {
  orderType: OrderType;
  isGuest: boolean;
  address: DeliveryAddress | null;
  guestContact: GuestContactInfo | null;
  storeZoneId?: number | null;
}): DeliveryProblem | null {
  const { orderType, isGuest, address, guestContact, storeZoneId } = options;
  if (isGuest && !guestContact) return 'contact_missing';
  if (orderType === 'take_away') return null;
  if (!address) return 'address_missing';
  if (address.zone_ids.length === 0) return 'outside_zones';
  if (!isInStoreZone(address, storeZoneId)) return 'outside_store_zone';
  if (!address.contact_person_name.trim() || !address.contact_person_number.trim()) {
    return 'contact_missing';
  }
  return null;
}
