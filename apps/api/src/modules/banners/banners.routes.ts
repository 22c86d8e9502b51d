import { bannerList } from '@marketplace/contract/endpoints/promotions';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { listBanners } from './banners.service';

export function bannerRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, bannerList, (request) => listBanners(deps, request.ctx));
  };
}
