import type { ItemCardPage } from '@marketplace/contract/items';
import type { SearchQuery, SearchSuggestions } from '@marketplace/contract/search';
import type { StoreCardPage } from '@marketplace/contract/stores';
import type { AppDeps } from '../../app-types';
import { buildMediaUrl } from '../../lib/media-url';
import { translate } from '../../lib/translate';
import { toPagedAnswer, toRowWindow } from '../catalog/catalog-paging';
import { type CatalogContext, resolveCatalogScope } from '../catalog/catalog-scope';
import { loadCatalogView } from '../catalog/catalog-view';
import { catalogReadKey, readThrough } from '../catalog/read-cache';
import { toItemCard } from '../items/item-card.mapper';
import { countItems } from '../items/items.repository';
import { loadStoreView } from '../stores/store-view';
import { selectStorePage } from '../stores/stores.repository';
import {
  itemSearchOrder,
  itemSearchWhere,
  type PreparedSearch,
  selectRankedItems,
  selectSuggestions,
  storeSearchOrder,
  storeSearchWhere,
} from './search.repository';
import { buildSearchQuery, toSearchTerms } from './search-terms';
import { getWordCorrections } from './word-corrections.cache';

/** What was typed, its dictionary corrections, and the full-text query built from both. */
async function prepareSearch(
  deps: Pick<AppDeps, 'db' | 'caches'>,
  typed: string,
): Promise<PreparedSearch> {
  const terms = toSearchTerms(typed);
  const corrections = await getWordCorrections(deps, terms.words);
  return { terms, corrections, query: buildSearchQuery(terms, corrections) };
}

/** GET /items/search?name=: items by name, store name or category name, best match first. */
export async function searchItems(
  deps: AppDeps,
  ctx: CatalogContext,
  query: SearchQuery,
): Promise<ItemCardPage> {
  const scope = await resolveCatalogScope(deps, ctx);
  const page = { limit: query.limit, offset: query.offset };
  const window = toRowWindow(page);
  const text = toSearchTerms(query.name).text;
  const key = catalogReadKey('items-search', scope, [scope.locale, text, page.limit, page.offset]);
  const [view, { rows, total }] = await Promise.all([
    loadCatalogView(deps, scope),
    readThrough(deps, key, async () => {
      // One statement (the corrections usually come from memory).
      const search = await prepareSearch(deps, query.name);
      const where = itemSearchWhere(scope, search);
      const orderBy = itemSearchOrder(scope, search);
      const ranked = await selectRankedItems(deps.db, scope.now, { where, orderBy }, window);
      // Past the last page there is no row to carry the window count.
      const total = ranked.total ?? (window.skip > 0 ? await countItems(deps.db, where) : 0);
      return { rows: ranked.rows, total };
    }),
  ]);
  return toPagedAnswer(
    'products',
    page,
    total,
    rows.map((row) => toItemCard(row, view)),
  );
}

/** GET /stores/search?name=: stores by name, best match first. */
export async function searchStores(
  deps: AppDeps,
  ctx: CatalogContext,
  query: SearchQuery,
): Promise<StoreCardPage> {
  const scope = await resolveCatalogScope(deps, ctx);
  const page = { limit: query.limit, offset: query.offset };
  const text = toSearchTerms(query.name).text;
  const key = catalogReadKey('stores-search', scope, [scope.locale, text, page.limit, page.offset]);
  const [view, { rows, total }] = await Promise.all([
    loadStoreView(deps, scope),
    readThrough(deps, key, async () => {
      const search = await prepareSearch(deps, query.name);
      const where = storeSearchWhere(search);
      return selectStorePage(
        deps.db,
        scope,
        where,
        storeSearchOrder(scope, search),
        toRowWindow(page),
      );
    }),
  ]);
  return toPagedAnswer('stores', page, total, rows.map(view.toStore));
}

/** GET /items/search-suggestion?name=: a few items, stores and categories. */
export async function suggestNames(
  deps: AppDeps,
  ctx: CatalogContext,
  name: string,
): Promise<SearchSuggestions> {
  const scope = await resolveCatalogScope(deps, ctx);
  const key = catalogReadKey('search-suggestions', scope, [scope.locale, toSearchTerms(name).text]);
  const { itemRows, storeRows, categoryRows } = await readThrough(deps, key, async () =>
    selectSuggestions(deps.db, scope, await prepareSearch(deps, name)),
  );
  const { locale } = scope;
  const url = (path: string) => buildMediaUrl(deps.env.PUBLIC_URL, path);
  return {
    items: itemRows.map((r) => ({
      id: r.id,
      name: translate(r.translations, locale, 'name', r.name),
      slug: r.slug,
      image_full_url: url(r.image),
    })),
    stores: storeRows.map((r) => ({
      id: r.id,
      name: translate(r.translations, locale, 'name', r.name),
      slug: r.slug,
      logo_full_url: url(r.logo),
    })),
    categories: categoryRows.map((r) => ({
      id: r.id,
      name: translate(r.translations, locale, 'name', r.name),
      slug: r.slug,
    })),
  };
}
