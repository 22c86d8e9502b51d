import type { Module } from '@marketplace/contract/modules';
import type { AppDeps } from '../../app-types';
import { buildMediaUrl } from '../../lib/media-url';
import { translate } from '../../lib/translate';
import type { RequestContext } from '../../plugins/parse-request-context';
import { getModuleCatalog, type ModuleCatalog } from './module.cache';

function countStores(catalog: ModuleCatalog, moduleId: number, zoneIds: number[] | null): number {
  const counts = catalog.storeCountsByModule.get(moduleId) ?? [];
  return counts
    .filter((c) => zoneIds === null || zoneIds.includes(c.zoneId))
    .reduce((sum, c) => sum + c.count, 0);
}

/** GET /module: active modules (only those serving the caller's zones, if sent), translated. */
export async function listModules(
  deps: AppDeps,
  { zoneIds, locale }: Pick<RequestContext, 'zoneIds' | 'locale'>,
): Promise<Module[]> {
  const { env } = deps;
  const catalog = await getModuleCatalog(deps);
  const servesCaller = (moduleZoneIds: number[]) =>
    zoneIds === null || moduleZoneIds.some((id) => zoneIds.includes(id));
  return catalog.modules.flatMap((row) => {
    const moduleZoneIds = catalog.zoneIdsByModule.get(row.id) ?? [];
    if (!servesCaller(moduleZoneIds)) return [];
    return {
      id: row.id,
      module_name: translate(row.translations, locale, 'name', row.moduleName),
      module_type: row.moduleType,
      slug: row.slug,
      icon_full_url: buildMediaUrl(env.PUBLIC_URL, row.icon),
      thumbnail_full_url: buildMediaUrl(env.PUBLIC_URL, row.thumbnail),
      description: translate(row.translations, locale, 'description', row.description),
      stores_count: countStores(catalog, row.id, zoneIds),
      zones: moduleZoneIds.map((id) => ({ id })),
    };
  });
}
