import { basemap } from '@marketplace/contract/endpoints/basemap';
import {
  distance,
  geocode,
  placeAutocomplete,
  placeDetails,
} from '@marketplace/contract/endpoints/places';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { getBasemap } from './basemap.service';
import { createGeoService } from './geo.service';
import type { MapsProvider } from './maps-provider';

export function geoRoutes(deps: AppDeps, maps: MapsProvider) {
  const geo = createGeoService(maps);
  return async (app: App) => {
    await route(app, basemap, () => getBasemap(deps));
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
