import { describe, expect, it } from 'vitest';
import {
  buildGuestContact,
  buildLocalAddress,
  buildSavedAddress,
  HEADER_LOCATION,
} from './address-test-builders';
import {
  buildSelectedAddress,
  fromSavedAddress,
  getDeliveryProblem,
  isEditableAddress,
  isInStoreZone,
  pickCustomerAddress,
  pickGuestAddress,
} from './delivery-address';

const me = { name: 'Ada Lovelace', number: '+15550100000' };
const selected = buildSelectedAddress(HEADER_LOCATION, [1], me);

describe('buildSelectedAddress', () => {
  it("turns the header location into a 'Selected Address' that cannot be edited", () => {
    expect(selected).toMatchObject({
      source: 'selected',
      address_type: 'selected',
      address: 'Header place',
      latitude: 10.25,
      longitude: 20.25,
      zone_ids: [1],
      contact_person_name: 'Ada Lovelace',
    });
    expect(selected && isEditableAddress(selected)).toBe(false);
    expect(buildSelectedAddress(null, [1], me)).toBeNull();
  });
});

describe('isInStoreZone (spec 02 §5)', () => {
  it('keeps everything without a store zone, else only addresses in that zone', () => {
    expect(isInStoreZone({ zone_ids: [1, 2] }, null)).toBe(true);
    expect(isInStoreZone({ zone_ids: [1, 2] }, 2)).toBe(true);
    expect(isInStoreZone({ zone_ids: [1] }, 2)).toBe(false);
  });
});

describe('pickCustomerAddress', () => {
  it('uses the chosen saved address, else the header location', () => {
    const saved = buildSavedAddress();
    const picked = pickCustomerAddress({ chosen: saved, selected });
    expect(picked).toEqual(fromSavedAddress(saved));
    expect(picked && isEditableAddress(picked)).toBe(true);
    expect(pickCustomerAddress({ chosen: null, selected })).toBe(selected);
  });

  it('drops a chosen address the store does not deliver to', () => {
    const saved = buildSavedAddress({ zone_ids: [3] });
    expect(pickCustomerAddress({ chosen: saved, selected, storeZoneId: 1 })).toBe(selected);
  });
});

describe('pickGuestAddress', () => {
  it("prefers the guest's own address, with the latest contact details", () => {
    const local = buildLocalAddress();
    const contact = buildGuestContact({ floor: null });
    expect(pickGuestAddress({ local, selected, contact })).toMatchObject({
      source: 'local',
      address: '3 Guest Lane',
      contact_person_name: 'Grace Hopper',
      road: 'Navy Road',
      house: '9',
      floor: '3',
      zone_ids: [2],
    });
  });

  it('falls back to the header location, and to nothing', () => {
    expect(pickGuestAddress({ local: null, selected, contact: null })).toBe(selected);
    expect(pickGuestAddress({ local: null, selected: null, contact: null })).toBeNull();
  });
});

describe('getDeliveryProblem', () => {
  const base = {
    orderType: 'delivery' as const,
    isGuest: false,
    address: selected,
    guestContact: null,
  };

  it('is null when the order can go out', () => {
    expect(getDeliveryProblem(base)).toBeNull();
    expect(getDeliveryProblem({ ...base, storeZoneId: 1 })).toBeNull();
  });

  it('asks a guest for contact info first, even for take-away', () => {
    expect(getDeliveryProblem({ ...base, isGuest: true })).toBe('contact_missing');
    expect(getDeliveryProblem({ ...base, isGuest: true, orderType: 'take_away' })).toBe(
      'contact_missing',
    );
    expect(
      getDeliveryProblem({
        ...base,
        isGuest: true,
        orderType: 'take_away',
        address: null,
        guestContact: buildGuestContact(),
      }),
    ).toBeNull();
  });

  it('names a missing address, a point outside every zone or the store zone, a missing contact', () => {
    expect(getDeliveryProblem({ ...base, address: null })).toBe('address_missing');
    const nowhere = buildSelectedAddress(HEADER_LOCATION, null, me);
    expect(getDeliveryProblem({ ...base, address: nowhere })).toBe('outside_zones');
    expect(getDeliveryProblem({ ...base, storeZoneId: 9 })).toBe('outside_store_zone');
    const anonymous = buildSelectedAddress(HEADER_LOCATION, [1], { name: 'Ada', number: '' });
    expect(getDeliveryProblem({ ...base, address: anonymous })).toBe('contact_missing');
  });

  it('needs no address for take-away', () => {
    expect(getDeliveryProblem({ ...base, orderType: 'take_away', address: null })).toBeNull();
  });
});
