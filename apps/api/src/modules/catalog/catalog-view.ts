import type { AppDeps } from '../../app-types';
import { type AddOnIndex, getAddOnIndex } from './add-on-index.cache';
import { loadMoney, type Money } from './catalog-money';
import type { CatalogScope } from './catalog-scope';
import { type CategoryIndex, getCategoryIndex } from './category-index.cache';

/** What turning rows into wire entities needs besides the rows: all of it cached. */
export type CatalogView = {
  scope: CatalogScope;
  publicUrl: string;
  money: Money;
  categories: CategoryIndex;
  addOns: AddOnIndex;
};

export async function loadCatalogView(
  deps: Pick<AppDeps, 'db' | 'caches' | 'env'>,
  scope: CatalogScope,
): Promise<CatalogView> {
  // One after the other: deps.db may be a transaction, whose one connection runs one query at a
  // time (pg warns about overlapping queries on a client, and pg 9 refuses them).
  const money = await loadMoney(deps);
  const categories = await getCategoryIndex(deps);
  const addOns = await getAddOnIndex(deps);
  return { scope, publicUrl: deps.env.PUBLIC_URL, money, categories, addOns };
}
