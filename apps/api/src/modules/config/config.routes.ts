import { ConfigSchema, LandingPageSchema } from '@marketplace/contract/config';
import type { App, AppDeps } from '../../app-types';
import { getConfig, getLandingPage } from './config.service';

export function configRoutes(deps: AppDeps) {
  return async (app: App) => {
    app.get('/config', { schema: { tags: ['config'], response: { 200: ConfigSchema } } }, () =>
      getConfig(deps),
    );
    app.get(
      '/react-landing-page',
      { schema: { tags: ['config'], response: { 200: LandingPageSchema } } },
      () => getLandingPage(deps),
    );
  };
}
