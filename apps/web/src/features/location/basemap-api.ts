import { basemap } from '@marketplace/contract/endpoints/basemap';
import { callApi } from '@/lib/api-client';

/** The vector layers the offline basemap is drawn from (zones, places, stores; decision 0036). */
export function fetchBasemap(signal: AbortSignal) {
  return callApi(basemap, { signal });
}
