import { describe, expect, it } from 'vitest';
import {
  buildGuestContact,
  buildLocalAddress,
  buildSavedAddress,
  HEADER_LOCATION,
} from './address-test-builders';
import { buildSelectedAddress, fromSavedAddress, pickGuestAddress } from './delivery-address';
import { buildOrderAddressFields } from './order-address-fields';

describe('buildOrderAddressFields', () => {
  it("sends a customer's saved address with its contact person", () => {
    const address = fromSavedAddress(buildSavedAddress());
    expect(buildOrderAddressFields({ orderType: 'delivery', address, guestContact: null })).toEqual(
      {
        contact_person_name: 'Ada Lovelace',
        contact_person_number: '+15550100000',
        address: '12 Main Street',
        latitude: 10.5,
        longitude: 20.5,
        address_type: 'home',
        house: '4B',
        road: 'Main Street',
      },
    );
  });

  it("records the header's 'Selected Address' as type other", () => {
    const address = buildSelectedAddress(HEADER_LOCATION, [1], { name: 'Ada', number: '555' });
    expect(
      buildOrderAddressFields({ orderType: 'delivery', address, guestContact: null })?.address_type,
    ).toBe('other');
  });

  it("sends a guest's contact info with the e-mail", () => {
    const guestContact = buildGuestContact();
    const address = pickGuestAddress({
      local: buildLocalAddress(),
      selected: null,
      contact: guestContact,
    });
    expect(buildOrderAddressFields({ orderType: 'delivery', address, guestContact })).toEqual({
      contact_person_name: 'Grace Hopper',
      contact_person_number: '+15550100002',
      contact_person_email: 'grace@example.test',
      address: '3 Guest Lane',
      latitude: 11,
      longitude: 21,
      address_type: 'other',
      house: '9',
      floor: '3',
      road: 'Navy Road',
    });
  });

  it('sends only the contact for take-away', () => {
    expect(
      buildOrderAddressFields({
        orderType: 'take_away',
        address: null,
        guestContact: null,
        customerContact: { name: 'Ada', number: '+15550100000' },
      }),
    ).toEqual({ contact_person_name: 'Ada', contact_person_number: '+15550100000' });
  });

  it('answers null while the contact or the delivery address is missing', () => {
    expect(
      buildOrderAddressFields({ orderType: 'take_away', address: null, guestContact: null }),
    ).toBeNull();
    expect(
      buildOrderAddressFields({
        orderType: 'delivery',
        address: null,
        guestContact: buildGuestContact(),
      }),
    ).toBeNull();
  });
});
