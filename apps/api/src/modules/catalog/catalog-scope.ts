import type { Locale } from '@marketplace/contract/headers';
import type { ModuleType } from '@marketplace/contract/modules';
import type { LatLng } from '@marketplace/domain/geo/point-in-polygon';
import type { AppDeps } from '../../app-types';
import { ValidationError } from '../../errors/app-error';
import type { RequestContext } from '../../plugins/parse-request-context';
import { getModuleCatalog } from '../module/module.cache';
import {
  getStoreDirectory,
  type StoreDirectoryEntry,
  selectVisibleStores,
} from './store-directory.cache';

/** Who is asking and where: every catalogue query is limited by this. */
export type CatalogScope = {
  moduleId: number;
  moduleType: ModuleType;
  /** null: no zone filter (no zoneId header). */
  zoneIds: number[] | null;
  locale: Locale;
  position: LatLng | null;
  /** The moment opening hours, availability windows and promotion dates are read at. */
  now: Date;
  /** Active stores of the module in those zones, with their listed item counts. */
  stores: StoreDirectoryEntry[];
  /** Their ids: item queries filter by this list. */
  storeIds: number[];
};

/** The request headers a catalogue call reads. */
export type CatalogContext = Pick<RequestContext, 'moduleId' | 'zoneIds' | 'locale' | 'position'>;

/**
 * The catalogue scope of a request: the `moduleId` header is required and must name an active
 * module (422 code moduleId otherwise).
 */
export async function resolveCatalogScope(
  deps: Pick<AppDeps, 'db' | 'caches' | 'clock'>,
  ctx: CatalogContext,
  now: Date = deps.clock.now(),
): Promise<CatalogScope> {
  if (ctx.moduleId === null) throw ValidationError.field('moduleId', 'moduleId header is required');
  // One after the other: deps.db may be a transaction, whose one connection runs one query at a
  // time (pg warns about overlapping queries on a client, and pg 9 refuses them).
  const catalog = await getModuleCatalog(deps);
  const directory = await getStoreDirectory(deps);
  const module = catalog.modules.find((m) => m.id === ctx.moduleId);
  if (!module) throw ValidationError.field('moduleId', 'moduleId must name an active module');
  const visible = selectVisibleStores(directory, { moduleId: module.id, zoneIds: ctx.zoneIds });
  return {
    moduleId: module.id,
    moduleType: module.moduleType,
    zoneIds: ctx.zoneIds,
    locale: ctx.locale,
    position: ctx.position,
    now,
    stores: visible,
    storeIds: visible.map((store) => store.id),
  };
}
