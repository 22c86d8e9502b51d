import { brandList } from '@marketplace/contract/endpoints/promotions';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { listBrands } from './brands.service';

export function brandRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, brandList, (request) => listBrands(deps, request.ctx));
  };
}
