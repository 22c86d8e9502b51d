import { endpoint } from '../endpoint';

/** GET /map/basemap: zones, places and stores to draw a map from, with no tile service. */
export const basemap = endpoint({
  method: 'GET',
  path: '/map/basemap',
  tags: ['maps'],
  errors: [],
  schemas: async () => ({ response: (await import('../basemap')).BasemapSchema }),
});
