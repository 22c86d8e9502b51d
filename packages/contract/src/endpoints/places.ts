import { endpoint } from '../endpoint';

const places = () => import('../places');
const TAGS = ['maps'];

/** GET /config/place-api-autocomplete: place suggestions for typed text. */
export const placeAutocomplete = endpoint({
  method: 'GET',
  path: '/config/place-api-autocomplete',
  tags: TAGS,
  errors: [],
  schemas: async () => {
    const { PlaceAutocompleteQuerySchema, PlaceAutocompleteResponseSchema } = await places();
    return { query: PlaceAutocompleteQuerySchema, response: PlaceAutocompleteResponseSchema };
  },
});

/** GET /config/place-api-details: a suggested place's position; 404 for an unknown one. */
export const placeDetails = endpoint({
  method: 'GET',
  path: '/config/place-api-details',
  tags: TAGS,
  errors: [404],
  schemas: async () => {
    const { PlaceDetailsQuerySchema, PlaceDetailsResponseSchema } = await places();
    return { query: PlaceDetailsQuerySchema, response: PlaceDetailsResponseSchema };
  },
});

/** GET /config/geocode-api: the addresses at a point. */
export const geocode = endpoint({
  method: 'GET',
  path: '/config/geocode-api',
  tags: TAGS,
  errors: [],
  schemas: async () => {
    const [{ GeocodeResponseSchema }, { LatLngQuerySchema }] = await Promise.all([
      places(),
      import('../zones'),
    ]);
    return { query: LatLngQuerySchema, response: GeocodeResponseSchema };
  },
});

/** GET /config/distance-api: the travel distance between two points. */
export const distance = endpoint({
  method: 'GET',
  path: '/config/distance-api',
  tags: TAGS,
  errors: [],
  schemas: async () => {
    const { DistanceQuerySchema, DistanceResponseSchema } = await places();
    return { query: DistanceQuerySchema, response: DistanceResponseSchema };
  },
});
