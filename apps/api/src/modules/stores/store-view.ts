import type { Store } from '@marketplace/contract/stores';
import type { AppDeps } from '../../app-types';
import type { CatalogScope } from '../catalog/catalog-scope';
import { type CatalogView, loadCatalogView } from '../catalog/catalog-view';
import { getStoreDirectory } from '../catalog/store-directory.cache';
import { toStore } from './store.mapper';
import type { StoreRecord } from './store-columns.repository';

/** Turns store rows into Store entities (loads the cached context once per request). */
export type StoreView = CatalogView & { toStore: (row: StoreRecord) => Store };

export async function loadStoreView(deps: AppDeps, scope: CatalogScope): Promise<StoreView> {
  const [view, directory] = await Promise.all([
    loadCatalogView(deps, scope),
    getStoreDirectory(deps),
  ]);
  const itemCounts = new Map(directory.map((store) => [store.id, store.listedItems]));
  return { ...view, toStore: (row) => toStore(row, view, itemCounts) };
}
