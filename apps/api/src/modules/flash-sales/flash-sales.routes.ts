import { flashSale } from '@marketplace/contract/endpoints/promotions';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { getFlashSale } from './flash-sales.service';

export function flashSaleRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, flashSale, (request) => getFlashSale(deps, request.ctx));
  };
}
