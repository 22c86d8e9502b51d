import type { Address, GuestContactInfo } from '@marketplace/contract/addresses';
import type { LocalAddress } from './delivery-address';

/** Small builders for the address tests (never imported by the app). */
export function buildSavedAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 7,
    user_id: 1,
    address: '12 Main Street',
    address_type: 'home',
    address_label: 'home',
    contact_person_name: 'Ada Lovelace',
    contact_person_number: '+15550100000',
    latitude: 10.5,
    longitude: 20.5,
    house: '4B',
    floor: null,
    road: 'Main Street',
    additional_information: null,
    zone_id: 1,
    zone_ids: [1],
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildLocalAddress(overrides: Partial<LocalAddress> = {}): LocalAddress {
  return {
    address: '3 Guest Lane',
    latitude: 11,
    longitude: 21,
    address_type: 'other',
    address_label: 'Friend',
    contact_person_name: 'Guest',
    contact_person_number: '5550100001',
    house: '1',
    floor: '3',
    road: 'Lane',
    additional_information: null,
    zone_ids: [2],
    ...overrides,
  };
}

export function buildGuestContact(overrides: Partial<GuestContactInfo> = {}): GuestContactInfo {
  return {
    contact_person_name: 'Grace Hopper',
    contact_person_number: '+15550100002',
    contact_person_email: 'grace@example.test',
    road: 'Navy Road',
    house: '9',
    floor: null,
    ...overrides,
  };
}

export const HEADER_LOCATION = { lat: 10.25, lng: 20.25, address: 'Header place' };
