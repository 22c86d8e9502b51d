import { CategoryListSchema } from '@marketplace/contract/categories';
import { ErrorEnvelopeSchema } from '@marketplace/contract/errors';
import { z } from 'zod';
import type { App, AppDeps } from '../../app-types';
import { listCategories, listChildCategories } from './categories.service';

const CategoryIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'id must be a category id' })
    .int({ error: 'id must be a category id' })
    .positive({ error: 'id must be a category id' })
    .max(2_147_483_647, { error: 'id must be a category id' }),
});

export function categoryRoutes(deps: AppDeps) {
  return async (app: App) => {
    app.get(
      '/categories',
      {
        schema: {
          tags: ['catalogue'],
          response: { 200: CategoryListSchema, 422: ErrorEnvelopeSchema },
        },
      },
      (request) => listCategories(deps, request.ctx),
    );
    app.get(
      '/categories/childes/:id',
      {
        schema: {
          tags: ['catalogue'],
          params: CategoryIdParamsSchema,
          response: { 200: CategoryListSchema, 404: ErrorEnvelopeSchema },
        },
      },
      (request) => listChildCategories(deps, request.ctx, request.params.id),
    );
  };
}
