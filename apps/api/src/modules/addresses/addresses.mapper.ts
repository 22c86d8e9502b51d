import type { Address, AddressBody } from '@marketplace/contract/addresses';
import type { AddressRow, AddressValues } from './addresses.repository';

/** A saved row on the wire (spec 01 §3 Address). */
export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    user_id: row.userId,
    address: row.address,
    address_type: row.addressType,
    address_label: row.addressLabel,
    contact_person_name: row.contactPersonName,
    contact_person_number: row.contactPersonNumber,
    latitude: row.latitude,
    longitude: row.longitude,
    house: row.house,
    floor: row.floor,
    road: row.road,
    additional_information: row.additionalInformation,
    zone_id: row.zoneIds[0] ?? null,
    zone_ids: row.zoneIds,
    created_at: row.createdAt.toISOString(),
  };
}

/** The columns a body sets; zone ids come from the server, never from the client. */
export function toAddressValues(body: AddressBody, zoneIds: number[]): AddressValues {
  return {
    address: body.address,
    addressType: body.address_type,
    addressLabel: body.address_label,
    contactPersonName: body.contact_person_name,
    contactPersonNumber: body.contact_person_number,
    latitude: body.latitude,
    longitude: body.longitude,
    house: body.house,
    floor: body.floor,
    road: body.road,
    additionalInformation: body.additional_information,
    zoneIds,
  };
}
