import { moduleList } from '@marketplace/contract/endpoints/config';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { listModules } from './module.service';

export function moduleRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, moduleList, (request) => listModules(deps, request.ctx));
  };
}
