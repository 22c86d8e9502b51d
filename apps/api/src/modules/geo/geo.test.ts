import type { Endpoint } from '@marketplace/contract/endpoint';
import {
  distance,
  geocode,
  placeAutocomplete,
  placeDetails,
} from '@marketplace/contract/endpoints/places';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import {
  DistanceResponseSchema,
  GeocodeResponseSchema,
  PlaceAutocompleteResponseSchema,
  PlaceDetailsResponseSchema,
} from '@marketplace/contract/places';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildPlace } from '../../test/builders/place';
import { buildZone, squarePolygon } from '../../test/builders/zone';
import { type EntryInput, entryRequest } from '../../test/entry-request';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const get = (entry: Pick<Endpoint, 'method' | 'path'>, query?: EntryInput['query']) =>
  t.app.inject(entryRequest(entry, { query }));

describe('GET /api/v1/config/place-api-autocomplete', () => {
  it('matches name or address case-insensitively, name prefixes first, at most 5', async () => {
    await buildPlace(t.db, {
      id: 'p-mall',
      name: 'Central Mall',
      formattedAddress: 'Central Mall, Park Road',
    });
    await buildPlace(t.db, {
      id: 'p-park',
      name: 'Park Station',
      formattedAddress: 'Park Station, Main St',
    });
    await buildPlace(t.db, { id: 'p-zoo', name: 'City Zoo', formattedAddress: 'City Zoo, North' });
    for (let i = 0; i < 5; i++) await buildPlace(t.db, { name: `Parkside ${i}` });

    const response = await get(placeAutocomplete, { search_text: 'PARK' });
    expect(response.statusCode).toBe(200);
    const { suggestions } = PlaceAutocompleteResponseSchema.parse(response.json());
    expect(suggestions).toHaveLength(5);
    expect(suggestions[0]?.placePrediction).toEqual({
      placeId: 'p-park',
      text: { text: 'Park Station, Main St' },
      structuredFormat: {
        mainText: { text: 'Park Station' },
        secondaryText: { text: 'Test City' },
      },
    });
    const mall = await get(placeAutocomplete, { search_text: 'park road' });
    expect(
      PlaceAutocompleteResponseSchema.parse(mall.json()).suggestions.map(
        (s) => s.placePrediction.placeId,
      ),
    ).toEqual(['p-mall']);
  });

  it('treats % and _ as plain characters', async () => {
    await buildPlace(t.db, { name: 'Anything' });
    const response = await get(placeAutocomplete, { search_text: '%' });
    expect(PlaceAutocompleteResponseSchema.parse(response.json()).suggestions).toEqual([]);
  });

  it('answers 422 code search_text without a search', async () => {
    const response = await get(placeAutocomplete, { search_text: ' ' });
    expect(response.statusCode).toBe(422);
    expect(ErrorEnvelopeSchema.parse(response.json()).errors).toEqual([
      { code: 'search_text', message: 'search_text is required' },
    ]);
  });
});

describe('GET /api/v1/config/place-api-details', () => {
  it('answers the place location', async () => {
    await buildPlace(t.db, {
      id: 'p-1',
      formattedAddress: 'Somewhere 1',
      latitude: 1.25,
      longitude: 2.5,
    });
    const response = await get(placeDetails, { placeid: 'p-1' });
    expect(response.statusCode).toBe(200);
    expect(PlaceDetailsResponseSchema.parse(response.json())).toEqual({
      id: 'p-1',
      formattedAddress: 'Somewhere 1',
      location: { latitude: 1.25, longitude: 2.5 },
    });
  });

  it('answers 404 code place for an unknown id', async () => {
    const response = await get(placeDetails, { placeid: 'nope' });
    expect(response.statusCode).toBe(404);
    expect(ErrorEnvelopeSchema.parse(response.json()).errors).toEqual([
      { code: 'place', message: 'Place not found' },
    ]);
  });
});

describe('GET /api/v1/config/geocode-api', () => {
  const addressAt = async (lat: number, lng: number) => {
    const response = await get(geocode, { lat, lng });
    expect(response.statusCode).toBe(200);
    return GeocodeResponseSchema.parse(response.json()).results[0]?.formatted_address;
  };

  it('names the nearest place, else the covering zone, else the coordinates', async () => {
    await buildPlace(t.db, { formattedAddress: 'Near Place', latitude: 10, longitude: 10 });
    await buildPlace(t.db, { formattedAddress: 'Far Place', latitude: 10.5, longitude: 10.5 });
    await buildZone(t.db, { displayName: 'Big Zone', polygon: squarePolygon(5, 5, 10) });

    expect(await addressAt(10.001, 10.001)).toBe('Near Place');
    expect(await addressAt(12, 12)).toBe('Big Zone');
    expect(await addressAt(-33.5, 151.25)).toBe('-33.500000, 151.250000');
  });

  it('answers 422 for invalid coordinates', async () => {
    const response = await get(geocode, { lat: 1, lng: 181 });
    expect(response.statusCode).toBe(422);
    expect(ErrorEnvelopeSchema.parse(response.json()).errors[0]?.code).toBe('lng');
  });
});

describe('GET /api/v1/config/distance-api', () => {
  it('answers the straight line times the road factor, and a duration in seconds', async () => {
    const response = await get(distance, {
      origin_lat: 0,
      origin_lng: 0,
      destination_lat: 0,
      destination_lng: 0.1,
    });
    expect(response.statusCode).toBe(200);
    const body = DistanceResponseSchema.parse(response.json());
    // 0.1° of longitude on the equator is about 11.12 km; × 1.3 road factor.
    expect(body.distanceMeters).toBeGreaterThan(14_400);
    expect(body.distanceMeters).toBeLessThan(14_500);
    expect(body.duration).toMatch(/^\d+s$/);
  });
});
