import type {
  Advertisement,
  AdvertisementList,
  CombinedData,
  MostTips,
  OtherBanner,
  OtherBannerList,
  PromotedStore,
} from '@marketplace/contract/discovery';
import type { AppDeps } from '../../app-types';
import { buildMediaUrl } from '../../lib/media-url';
import { translate } from '../../lib/translate';
import { loadMoney } from '../catalog/catalog-money';
import {
  type CatalogContext,
  type CatalogScope,
  resolveCatalogScope,
} from '../catalog/catalog-scope';
import {
  type AdvertisementRecord,
  getMostChosenTip,
  getRunningAdvertisements,
  getScopedOtherBanners,
  type OtherBannerRecord,
} from './discovery.cache';

type StoreCardRecord = AdvertisementRecord['store'];
type Wire = { locale: CatalogScope['locale']; publicUrl: string };

function toPromotedStore(store: StoreCardRecord, { locale, publicUrl }: Wire): PromotedStore {
  return {
    id: store.id,
    slug: store.slug,
    name: translate(store.translations, locale, 'name', store.name),
    logo_full_url: buildMediaUrl(publicUrl, store.logo),
    avg_rating: Math.round(store.avgRating * 10) / 10,
    rating_count: store.ratingCount,
    delivery_time: store.deliveryTime,
  };
}

function toOtherBanner(row: OtherBannerRecord, wire: Wire): OtherBanner {
  return {
    id: row.id,
    title: translate(row.translations, wire.locale, 'title', row.title),
    subtitle: translate(row.translations, wire.locale, 'subtitle', row.subtitle),
    image_full_url: buildMediaUrl(wire.publicUrl, row.image),
    store: row.store ? toPromotedStore(row.store, wire) : null,
  };
}

function toAdvertisement(row: AdvertisementRecord, wire: Wire): Advertisement {
  return {
    id: row.id,
    title: translate(row.translations, wire.locale, 'title', row.title),
    description: translate(row.translations, wire.locale, 'description', row.description),
    cover_image_full_url: buildMediaUrl(wire.publicUrl, row.coverImage),
    start_date: row.startDate,
    end_date: row.endDate,
    store: toPromotedStore(row.store, wire),
  };
}

const wireOf = (deps: AppDeps, scope: CatalogScope): Wire => ({
  locale: scope.locale,
  publicUrl: deps.env.PUBLIC_URL,
});

async function readOtherBanners(deps: AppDeps, scope: CatalogScope) {
  const rows = await getScopedOtherBanners(deps, scope);
  return rows.map((row) => toOtherBanner(row, wireOf(deps, scope)));
}

async function readAdvertisements(deps: AppDeps, scope: CatalogScope) {
  const rows = await getRunningAdvertisements(deps, scope);
  return rows.map((row) => toAdvertisement(row, wireOf(deps, scope)));
}

async function readMostTips(deps: AppDeps, scope: CatalogScope) {
  const tip = await getMostChosenTip(deps, scope);
  return tip === null ? null : (await loadMoney(deps)).toWire(tip);
}

/** GET /other-banners. */
export async function listOtherBanners(
  deps: AppDeps,
  ctx: CatalogContext,
): Promise<OtherBannerList> {
  const scope = await resolveCatalogScope(deps, ctx);
  return { banners: await readOtherBanners(deps, scope) };
}

/** GET /advertisement/list. */
export async function listAdvertisements(
  deps: AppDeps,
  ctx: CatalogContext,
): Promise<AdvertisementList> {
  const scope = await resolveCatalogScope(deps, ctx);
  return { advertisements: await readAdvertisements(deps, scope) };
}

/** GET /most-tips. */
export async function getMostTips(deps: AppDeps, ctx: CatalogContext): Promise<MostTips> {
  const scope = await resolveCatalogScope(deps, ctx);
  return { most_tips_amount: await readMostTips(deps, scope) };
}

/** GET /get-combined-data: the three above for one scope, read one after the other. */
export async function getCombinedData(deps: AppDeps, ctx: CatalogContext): Promise<CombinedData> {
  const scope = await resolveCatalogScope(deps, ctx);
  const other_banners = await readOtherBanners(deps, scope);
  const advertisements = await readAdvertisements(deps, scope);
  const most_tips_amount = await readMostTips(deps, scope);
  return { other_banners, advertisements, most_tips_amount };
}
