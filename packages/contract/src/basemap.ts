import { z } from 'zod';

const PointSchema = z.object({ lat: z.number(), lng: z.number() });

/**
 * Issue 17 §4: what the product knows of its map, for a basemap drawn without a tile service
 * (the demo, or any deployment without NEXT_PUBLIC_MAP_TILE_URL): the active zones' outlines,
 * the gazetteer's places and the active stores' positions.
 */
export const BasemapSchema = z.object({
  zones: z.array(
    z.object({ id: z.number().int(), name: z.string(), polygon: z.array(PointSchema) }),
  ),
  places: z.array(PointSchema.extend({ name: z.string() })),
  stores: z.array(PointSchema.extend({ id: z.number().int(), name: z.string() })),
});
export type Basemap = z.infer<typeof BasemapSchema>;
