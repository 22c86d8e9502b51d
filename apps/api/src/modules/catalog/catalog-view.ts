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
  const [money, categories, addOns] = await Promise.all([
    loadMoney(deps),
    getCategoryIndex(deps),
    getAddOnIndex(deps),
  ]);
  return { scope, publicUrl: deps.env.PUBLIC_URL, money, categories, addOns };
}
