import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { BannersResponseSchema } from '@marketplace/contract/promotions';
import type { App, AppDeps } from '../../app-types';
import { listBanners } from './banners.service';

export function bannerRoutes(deps: AppDeps) {
  return async (app: App) => {
    app.get(
      '/banners',
      {
        schema: {
          tags: ['promotions'],
          response: { 200: BannersResponseSchema, 422: ErrorEnvelopeSchema },
        },
      },
      (request) => listBanners(deps, request.ctx),
    );
  };
}
