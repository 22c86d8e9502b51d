import type { AppDeps } from '../../app-types';
import type { CatalogContext } from './catalog-scope';

/**
 * Issue 17: a shared details link (`/store/{slug}`, `/product/{slug}`) often comes without a
 * moduleId. A store or item belongs to exactly one module, so its details read the module from the
 * record instead of refusing; a moduleId that is sent still scopes the read as before.
 */
export async function withRecordModule(
  deps: Pick<AppDeps, 'db'>,
  ctx: CatalogContext,
  lookUp: (db: AppDeps['db'], idOrSlug: string) => Promise<number | null>,
  idOrSlug: string,
): Promise<CatalogContext> {
  if (ctx.moduleId !== null) return ctx;
  const moduleId = await lookUp(deps.db, idOrSlug);
  return moduleId === null ? ctx : { ...ctx, moduleId };
}
