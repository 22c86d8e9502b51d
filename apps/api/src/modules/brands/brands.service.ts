import type { Brand } from '@marketplace/contract/promotions';
import type { AppDeps } from '../../app-types';
import { buildMediaUrl } from '../../lib/media-url';
import { type CatalogContext, resolveCatalogScope } from '../catalog/catalog-scope';
import { getActiveBrands } from './brands.cache';

/** GET /brand: the module's active brands (ecommerce has them), by name. */
export async function listBrands(deps: AppDeps, ctx: CatalogContext): Promise<Brand[]> {
  const scope = await resolveCatalogScope(deps, ctx);
  const all = await getActiveBrands(deps);
  return all
    .filter((brand) => brand.moduleId === scope.moduleId)
    .map((brand) => ({
      id: brand.id,
      name: brand.name,
      image_full_url: buildMediaUrl(deps.env.PUBLIC_URL, brand.image),
    }));
}
