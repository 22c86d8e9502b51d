import type { Address } from '@marketplace/contract/addresses';
import type { ParcelReceiverInput } from '@marketplace/contract/parcel-order';
import type { LatLng } from '@/features/location/location-api';

/** The sender or the receiver as the parcel form holds them (typed, picked or saved). */
export type ParcelParty = {
  name: string;
  phone: string;
  address: string;
  house: string;
  floor: string;
  road: string;
  /** null until a point is picked on the map or taken from a saved address. */
  point: LatLng | null;
};

export const EMPTY_PARTY: ParcelParty = {
  name: '',
  phone: '',
  address: '',
  house: '',
  floor: '',
  road: '',
  point: null,
};

/** A saved address fills in the whole party: where, and who answers there. */
export function partyFromSavedAddress(address: Address): ParcelParty {
  return {
    name: address.contact_person_name,
    phone: address.contact_person_number,
    address: address.address,
    house: address.house ?? '',
    floor: address.floor ?? '',
    road: address.road ?? '',
    point: { lat: address.latitude, lng: address.longitude },
  };
}

/** The fields the server needs of a party before it can price the parcel. */
export function isPartyComplete(party: ParcelParty): party is ParcelParty & { point: LatLng } {
  return (
    party.point !== null &&
    party.address.trim() !== '' &&
    party.name.trim() !== '' &&
    party.phone.trim() !== ''
  );
}

function optional(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** The sender as the place body's own address and contact fields. */
export function toSenderFields(party: ParcelParty & { point: LatLng }) {
  return {
    address: party.address.trim(),
    latitude: party.point.lat,
    longitude: party.point.lng,
    house: optional(party.house),
    floor: optional(party.floor),
    road: optional(party.road),
    contact_person_name: party.name.trim(),
    contact_person_number: party.phone.trim(),
  };
}

/** The receiver as receiver_details. */
export function toReceiverDetails(party: ParcelParty & { point: LatLng }): ParcelReceiverInput {
  return {
    contact_person_name: party.name.trim(),
    contact_person_number: party.phone.trim(),
    address: party.address.trim(),
    latitude: party.point.lat,
    longitude: party.point.lng,
    house: optional(party.house),
    floor: optional(party.floor),
    road: optional(party.road),
  };
}
