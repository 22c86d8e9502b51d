/**
 * Public settings inlined into the browser bundle at build time. Next only inlines literal
 * `process.env.NEXT_PUBLIC_*` reads, so each one is read here once, by name.
 */
export const publicEnv = {
  /** Leaflet tile template ({z}/{x}/{y}); empty means "no map tiles", the picker falls back to coordinates. */
  mapTileUrl: (process.env.NEXT_PUBLIC_MAP_TILE_URL ?? '').trim(),
  mapTileAttribution: (process.env.NEXT_PUBLIC_MAP_TILE_ATTRIBUTION ?? '').trim(),
} as const;
