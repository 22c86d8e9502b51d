import type {
  DistanceResponse,
  GeocodeResponse,
  PlaceAutocompleteResponse,
  PlaceDetailsResponse,
} from '@marketplace/contract/places';
import type { LatLng } from '@marketplace/domain/geo/point-in-polygon';
import { NotFoundError } from '../../errors/app-error';
import type { MapsProvider } from './maps-provider';

/** Shapes the provider's answers as the clients expect them (Google Places style). */
export function createGeoService(maps: MapsProvider) {
  return {
    async autocomplete(searchText: string): Promise<PlaceAutocompleteResponse> {
      const suggestions = await maps.autocomplete(searchText);
      return {
        suggestions: suggestions.map((s) => ({
          placePrediction: {
            placeId: s.placeId,
            text: { text: s.text },
            structuredFormat: {
              mainText: { text: s.mainText },
              secondaryText: { text: s.secondaryText },
            },
          },
        })),
      };
    },

    async placeDetails(placeId: string): Promise<PlaceDetailsResponse> {
      const place = await maps.placeDetails(placeId);
      if (!place) throw new NotFoundError('place', 'Place not found');
      return {
        id: place.id,
        formattedAddress: place.formattedAddress,
        location: { latitude: place.location.lat, longitude: place.location.lng },
      };
    },

    async geocode(point: LatLng): Promise<GeocodeResponse> {
      return { results: [{ formatted_address: await maps.reverseGeocode(point) }] };
    },

    async distance(origin: LatLng, destination: LatLng): Promise<DistanceResponse> {
      const route = await maps.estimateRoute(origin, destination);
      return { distanceMeters: route.distanceMeters, duration: `${route.durationSeconds}s` };
    },
  };
}
