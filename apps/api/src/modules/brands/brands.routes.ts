import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { BrandListSchema } from '@marketplace/contract/promotions';
import type { App, AppDeps } from '../../app-types';
import { listBrands } from './brands.service';

export function brandRoutes(deps: AppDeps) {
  return async (app: App) => {
    app.get(
      '/brand',
      {
        schema: {
          tags: ['catalogue'],
          response: { 200: BrandListSchema, 422: ErrorEnvelopeSchema },
        },
      },
      (request) => listBrands(deps, request.ctx),
    );
  };
}
