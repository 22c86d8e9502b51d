import { z } from 'zod';

const TextSchema = z.object({ text: z.string() });

export const PlaceAutocompleteQuerySchema = z.object({
  search_text: z.string().trim().min(1).max(200),
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

export const PlaceDetailsQuerySchema = z.object({ placeid: z.string().trim().min(1).max(200) });
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
  origin_lat: z.coerce.number().min(-90).max(90),
  origin_lng: z.coerce.number().min(-180).max(180),
  destination_lat: z.coerce.number().min(-90).max(90),
  destination_lng: z.coerce.number().min(-180).max(180),
});
export const DistanceResponseSchema = z.object({
  distanceMeters: z.number().int(),
  duration: z.string().regex(/^\d+s$/),
});
export type DistanceResponse = z.infer<typeof DistanceResponseSchema>;
