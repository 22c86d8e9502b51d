import { describe, expect, it } from 'vitest';
import { getRouteEnds, type RoutedOrder } from './route-ends';

const address: NonNullable<RoutedOrder['delivery_address']> = {
  address: 'Riverside Park, north gate',
  address_type: null,
  latitude: 23.7812,
  longitude: 90.3702,
  house: null,
  floor: null,
  road: null,
  additional_information: null,
  contact_person_name: 'Sam Sender',
  contact_person_number: '+15557001001',
  contact_person_email: null,
};

const store: NonNullable<RoutedOrder['store']> = {
  id: 1,
  name: 'Fixture Pantry',
  logo_full_url: '',
  address: '1 Market Street',
  phone: '+15550000',
  latitude: 23.8,
  longitude: 90.41,
};

const receiver: NonNullable<RoutedOrder['receiver_details']> = {
  contact_person_name: 'Rita Receiver',
  contact_person_number: '+15557002002',
  address: 'Botanical Garden, visitor centre',
  latitude: 23.8198,
  longitude: 90.3962,
  house: null,
  floor: null,
  road: null,
};

describe('the ends of the route map (spec 02 §2)', () => {
  it('runs a store order from the store to the delivery address', () => {
    const ends = getRouteEnds({ store, delivery_address: address, receiver_details: null });
    expect(ends).toMatchObject({
      kind: 'store',
      from: { point: { lat: 23.8, lng: 90.41 }, address: '1 Market Street' },
      to: { point: { lat: 23.7812, lng: 90.3702 }, address: 'Riverside Park, north gate' },
    });
  });

  it('runs a parcel from the sender to the receiver', () => {
    const ends = getRouteEnds({
      store: null,
      delivery_address: address,
      receiver_details: receiver,
    });
    expect(ends).toEqual({
      kind: 'parcel',
      from: { point: { lat: 23.7812, lng: 90.3702 }, address: 'Riverside Park, north gate' },
      to: { point: { lat: 23.8198, lng: 90.3962 }, address: 'Botanical Garden, visitor centre' },
    });
  });

  it('draws no route for take-away (no delivery address)', () => {
    expect(getRouteEnds({ store, delivery_address: null, receiver_details: null })).toBeNull();
  });
});
