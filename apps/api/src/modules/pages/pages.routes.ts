import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { CONTENT_PAGE_KEYS, ContentPageSchema } from '@marketplace/contract/pages';
import type { App, AppDeps } from '../../app-types';
import { getContentPage } from './pages.service';

export function pageRoutes(deps: AppDeps) {
  return async (app: App) => {
    for (const key of CONTENT_PAGE_KEYS) {
      app.get(
        `/${key}`,
        {
          schema: {
            tags: ['content'],
            response: { 200: ContentPageSchema, 404: ErrorEnvelopeSchema },
          },
        },
        () => getContentPage(deps, key),
      );
    }
  };
}
