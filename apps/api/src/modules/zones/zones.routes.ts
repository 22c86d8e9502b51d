import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import {
  LatLngQuerySchema,
  ZoneIdResponseSchema,
  ZoneListSchema,
} from '@marketplace/contract/zones';
import type { App, AppDeps } from '../../app-types';
import { getZoneIdsAt, listZones } from './zones.service';

export function zoneRoutes(deps: AppDeps) {
  return async (app: App) => {
    app.get('/zone/list', { schema: { tags: ['zones'], response: { 200: ZoneListSchema } } }, () =>
      listZones(deps),
    );
    app.get(
      '/config/get-zone-id',
      {
        schema: {
          tags: ['zones'],
          querystring: LatLngQuerySchema,
          response: { 200: ZoneIdResponseSchema, 404: ErrorEnvelopeSchema },
        },
      },
      (request) => getZoneIdsAt(deps, request.query),
    );
  };
}
