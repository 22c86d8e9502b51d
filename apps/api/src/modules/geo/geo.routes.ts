import {
  distance,
  geocode,
  placeAutocomplete,
  placeDetails,
} from '@marketplace/contract/endpoints/places';
import type { App } from '../../app-types';
import { route } from '../../lib/route';
import { createGeoService } from './geo.service';
import type { MapsProvider } from './maps-provider';

export function geoRoutes(maps: MapsProvider) {
  const geo = createGeoService(maps);
  return async (app: App) => {
    await route(app, placeAutocomplete, (request) => geo.autocomplete(request.query.search_text));
    await route(app, placeDetails, (request) => geo.placeDetails(request.query.placeid));
    await route(app, geocode, (request) => geo.geocode(request.query));
    await route(app, distance, ({ query: q }) =>
      geo.distance(
        { lat: q.origin_lat, lng: q.origin_lng },
        { lat: q.destination_lat, lng: q.destination_lng },
      ),
    );
  };
}
