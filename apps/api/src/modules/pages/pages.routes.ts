import { contentPages } from '@marketplace/contract/endpoints/pages';
import { CONTENT_PAGE_KEYS } from '@marketplace/contract/pages';
import type { App, AppDeps } from '../../app-types';
import { route } from '../../lib/route';
import { getContentPage } from './pages.service';

export function pageRoutes(deps: AppDeps) {
  return async (app: App) => {
    for (const key of CONTENT_PAGE_KEYS) {
      await route(app, contentPages[key], () => getContentPage(deps, key));
    }
  };
}
