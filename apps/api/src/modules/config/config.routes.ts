import { businessConfig, landingPage } from '@marketplace/contract/endpoints/config';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { getConfig, getLandingPage } from './config.service';

export function configRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, businessConfig, () => getConfig(deps));
    await route(app, landingPage, () => getLandingPage(deps));
  };
}
