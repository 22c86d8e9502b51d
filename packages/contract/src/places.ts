import { z } from 'zod';
import { coordinateQuery } from './coordinates';

const TextSchema = z.object({ text: z.string() });

export const PlaceAutocompleteQuerySchema = z.object({
  search_text: z
    .string({ error: 'search_text is required' })
    .trim()
    .min(1, { error: 'search_text is required' })
    .max(200, { error: 'search_text must be at most 200 characters' }),
});
export const PlaceAutocompleteResponseSchema = z.object({
  suggestions: z.array(
    z.object({
      placePrediction: z.object({
        placeId: z.string(),
        text: TextSchema,
        structuredFormat: z.object({ mainText: TextSchema, secondaryText: TextSchema }),
      }),
    }),
  ),
});
export type PlaceAutocompleteResponse = z.infer<typeof PlaceAutocompleteResponseSchema>;

export const PlaceDetailsQuerySchema = z.object({
  placeid: z
    .string({ error: 'placeid is required' })
    .trim()
    .min(1, { error: 'placeid is required' })
    .max(200, { error: 'placeid must be at most 200 characters' }),
});
export const PlaceDetailsResponseSchema = z.object({
  id: z.string(),
  formattedAddress: z.string(),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
});
export type PlaceDetailsResponse = z.infer<typeof PlaceDetailsResponseSchema>;

export const GeocodeResponseSchema = z.object({
  results: z.array(z.object({ formatted_address: z.string() })),
});
export type GeocodeResponse = z.infer<typeof GeocodeResponseSchema>;

export const DistanceQuerySchema = z.object({
  origin_lat: coordinateQuery('origin_lat', 90),
  origin_lng: coordinateQuery('origin_lng', 180),
  destination_lat: coordinateQuery('destination_lat', 90),
  destination_lng: coordinateQuery('destination_lng', 180),
});
export const DistanceResponseSchema = z.object({
  distanceMeters: z.number().int(),
  duration: z.string().regex(/^\d+s$/),
});
export type DistanceResponse = z.infer<typeof DistanceResponseSchema>;
