import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import {
  DistanceQuerySchema,
  DistanceResponseSchema,
  GeocodeResponseSchema,
  PlaceAutocompleteQuerySchema,
  PlaceAutocompleteResponseSchema,
  PlaceDetailsQuerySchema,
  PlaceDetailsResponseSchema,
} from '@marketplace/contract/places';
import { LatLngQuerySchema } from '@marketplace/contract/zones';
import type { App } from '../../app-types';
import { createGeoService } from './geo.service';
import type { MapsProvider } from './maps-provider';

export function geoRoutes(maps: MapsProvider) {
  const geo = createGeoService(maps);
  return async (app: App) => {
    app.get(
      '/config/place-api-autocomplete',
      {
        schema: {
          tags: ['maps'],
          querystring: PlaceAutocompleteQuerySchema,
          response: { 200: PlaceAutocompleteResponseSchema },
        },
      },
      (request) => geo.autocomplete(request.query.search_text),
    );
    app.get(
      '/config/place-api-details',
      {
        schema: {
          tags: ['maps'],
          querystring: PlaceDetailsQuerySchema,
          response: { 200: PlaceDetailsResponseSchema, 404: ErrorEnvelopeSchema },
        },
      },
      (request) => geo.placeDetails(request.query.placeid),
    );
    app.get(
      '/config/geocode-api',
      {
        schema: {
          tags: ['maps'],
          querystring: LatLngQuerySchema,
          response: { 200: GeocodeResponseSchema },
        },
      },
      (request) => geo.geocode(request.query),
    );
    app.get(
      '/config/distance-api',
      {
        schema: {
          tags: ['maps'],
          querystring: DistanceQuerySchema,
          response: { 200: DistanceResponseSchema },
        },
      },
      ({ query: q }) =>
        geo.distance(
          { lat: q.origin_lat, lng: q.origin_lng },
          { lat: q.destination_lat, lng: q.destination_lng },
        ),
    );
  };
}
