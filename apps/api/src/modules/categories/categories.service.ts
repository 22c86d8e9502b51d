import type { Category } from '@marketplace/contract/categories';
import type { AppDeps } from '../../app-types';
import { NotFoundError, ValidationError } from '../../errors/app-error';
import { buildMediaUrl } from '../../lib/media-url';
import { translate } from '../../lib/translate';
import type { RequestContext } from '../../plugins/parse-request-context';
import {
  type CategoryRow,
  isActiveCategory,
  selectChildCategories,
  selectTopLevelCategories,
} from './categories.repository';

type CategoryContext = Pick<RequestContext, 'moduleId' | 'zoneIds' | 'locale'>;

function toCategory(row: CategoryRow, ctx: CategoryContext, publicUrl: string): Category {
  return {
    id: row.id,
    name: translate(row.translations, ctx.locale, 'name', row.name),
    slug: row.slug,
    image_full_url: buildMediaUrl(publicUrl, row.image),
    parent_id: row.parentId,
    position: row.position,
    module_id: row.moduleId,
    products_count: row.productsCount,
    childes_count: row.childesCount,
  };
}

/** GET /categories: the chosen module's top-level categories. */
export async function listCategories({ db, env }: AppDeps, ctx: CategoryContext) {
  if (ctx.moduleId === null) throw ValidationError.field('moduleId', 'moduleId header is required');
  const rows = await selectTopLevelCategories(db, ctx.moduleId, ctx.zoneIds);
  return rows.map((row) => toCategory(row, ctx, env.PUBLIC_URL));
}

/** GET /categories/childes/{id}: the sub-categories of an active category. */
export async function listChildCategories(
  { db, env }: AppDeps,
  ctx: CategoryContext,
  parentId: number,
) {
  if (!(await isActiveCategory(db, parentId))) {
    throw new NotFoundError('category', 'Category not found');
  }
  const rows = await selectChildCategories(db, parentId, ctx.zoneIds);
  return rows.map((row) => toCategory(row, ctx, env.PUBLIC_URL));
}
