import { endpoint } from '../endpoint';

const zones = () => import('../zones');

/** GET /zone/list: every active zone. */
export const zoneList = endpoint({
  method: 'GET',
  path: '/zone/list',
  tags: ['zones'],
  errors: [],
  schemas: async () => ({ response: (await zones()).ZoneListSchema }),
});

/** GET /config/get-zone-id: the zones covering a point; 404 `coordinates` outside every zone. */
export const zoneIdAt = endpoint({
  method: 'GET',
  path: '/config/get-zone-id',
  tags: ['zones'],
  errors: [404],
  schemas: async () => {
    const { LatLngQuerySchema, ZoneIdResponseSchema } = await zones();
    return { query: LatLngQuerySchema, response: ZoneIdResponseSchema };
  },
});
