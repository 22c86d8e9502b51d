import { ModuleListSchema } from '@marketplace/contract/modules';
import type { App, AppDeps } from '../../app-types';
import { listModules } from './module.service';

export function moduleRoutes(deps: AppDeps) {
  return async (app: App) => {
    app.get(
      '/module',
      { schema: { tags: ['modules'], response: { 200: ModuleListSchema } } },
      (request) => listModules(deps, request.ctx),
    );
  };
}
