import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { FlashSaleResponseSchema } from '@marketplace/contract/promotions';
import type { App, AppDeps } from '../../app-types';
import { getFlashSale } from './flash-sales.service';

export function flashSaleRoutes(deps: AppDeps) {
  return async (app: App) => {
    app.get(
      '/flash-sales',
      {
        schema: {
          tags: ['promotions'],
          response: { 200: FlashSaleResponseSchema, 422: ErrorEnvelopeSchema },
        },
      },
      (request) => getFlashSale(deps, request.ctx),
    );
  };
}
