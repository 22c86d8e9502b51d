import { CART_CLEARED_FOR_ZONE_MESSAGE } from '@marketplace/domain/rental/rental-cart-rules';
import { describe, expect, it } from 'vitest';
import { en } from '@/features/i18n/messages/en';
import { es } from '@/features/i18n/messages/es';
import { fr } from '@/features/i18n/messages/fr';
import { createTranslator } from '@/features/i18n/translate';
import { decideRentStep } from './rent-flow';

describe('rental wording', () => {
  it('the English duration question is spec 02 §4’s, word for word', () => {
    expect(createTranslator(en)('rental.durationConfirm', { hours: 5 })).toBe(
      'Are you sure, you want to update trip duration to 5 hours',
    );
  });

  it('every rental message is translated in es and fr', () => {
    const keys = Object.keys(en).filter((key) => key.startsWith('rental.'));
    for (const catalogue of [es, fr]) {
      for (const key of keys) expect(catalogue[key as keyof typeof en], key).toBeTruthy();
    }
    expect(CART_CLEARED_FOR_ZONE_MESSAGE).toContain('previous pickup point');
  });
});

const place = { lat: 1, lng: 1, location_name: 'A' };
const details = (type: 'hourly' | 'day_wise' | 'distance_wise', hours: number | null) => ({
  pickup_location: place,
  destination_location: place,
  rental_type: type,
  estimated_hours: hours,
  pickup_time: '2030-01-01T10:00:00.000Z',
});
const line = (vehicleId: number, providerId: number) =>
  ({ id: vehicleId, vehicle_id: vehicleId, quantity: 1, provider: { id: providerId } }) as never;
const cart = (type: 'hourly' | 'day_wise' | 'distance_wise', hours: number, lines: unknown[]) =>
  ({
    carts: lines,
    user_data: {
      ...details(type, hours),
      id: 1,
      destination_time: null,
      distance: 3,
      pickup_zone_id: 1,
      estimated_hours: hours,
    },
  }) as never;

describe('the rental cart add flow (spec 02 §4)', () => {
  const vehicle = { id: 9, name: 'Car', provider: { id: 1 } };
  it('adds to an empty cart with the searched trip', () => {
    expect(
      decideRentStep({ carts: [], user_data: null }, vehicle, {
        details: details('hourly', 3),
        hours: 3,
      }).kind,
    ).toBe('add');
  });
  it('asks to reset the cart for another provider', () => {
    expect(
      decideRentStep(cart('hourly', 3, [line(1, 2)]), vehicle, {
        details: details('hourly', 3),
        hours: 3,
      }).kind,
    ).toBe('provider');
  });
  it('runs the trip-type change when the searched type differs', () => {
    expect(
      decideRentStep(cart('hourly', 3, [line(1, 1)]), vehicle, {
        details: details('day_wise', 24),
        hours: 24,
      }).kind,
    ).toBe('trip_type');
  });
  it('keeps the cart’s type when the vehicle is already in it', () => {
    expect(
      decideRentStep(cart('hourly', 3, [line(9, 1)]), vehicle, {
        details: details('day_wise', 24),
        hours: 24,
      }).kind,
    ).toBe('add');
  });
  it('asks about the duration when the hours differ', () => {
    expect(
      decideRentStep(cart('hourly', 3, [line(1, 1)]), vehicle, {
        details: details('hourly', 5),
        hours: 5,
      }),
    ).toMatchObject({ kind: 'hours', hours: 5 });
  });
});
