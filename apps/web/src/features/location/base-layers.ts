import L from 'leaflet';
import { publicEnv } from '@/lib/public-env';
import { fetchBasemap } from './basemap-api';
import { drawBasemap } from './basemap-layers';

const FAILED_TILES_BEFORE_FALLBACK = 2;
/** Spec 02 §9: max zoom 21 (tiles are native up to 19). */
const MAX_ZOOM = 21;

/**
 * The map's background: tiles from NEXT_PUBLIC_MAP_TILE_URL, or (none configured, or its tiles
 * fail) the basemap drawn from the API's zones, places and stores (issue 17 §4). `onFailed`
 * when neither can be drawn.
 */
export function addBaseLayers(map: L.Map, options: { signal: AbortSignal; onFailed: () => void }) {
  let isBasemapDrawn = false;
  const showBasemap = () => {
    if (isBasemapDrawn) return;
    isBasemapDrawn = true;
    fetchBasemap(options.signal)
      .then((data) => drawBasemap(map, data))
      .catch(() => {
        if (!options.signal.aborted) options.onFailed();
      });
  };
  if (!publicEnv.mapTileUrl) {
    showBasemap();
    return;
  }
  let loadedTiles = 0;
  let failedTiles = 0;
  const tiles = L.tileLayer(publicEnv.mapTileUrl, {
    maxZoom: MAX_ZOOM,
    maxNativeZoom: 19,
    attribution: publicEnv.mapTileAttribution,
  })
    .on('tileload', () => {
      loadedTiles += 1;
    })
    .on('tileerror', () => {
      failedTiles += 1;
      if (loadedTiles === 0 && failedTiles >= FAILED_TILES_BEFORE_FALLBACK) {
        tiles.remove();
        showBasemap();
      }
    })
    .addTo(map);
}
