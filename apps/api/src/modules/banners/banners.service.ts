import type { Banner, BannersResponse } from '@marketplace/contract/promotions';
import type { AppDeps } from '../../app-types';
import { buildMediaUrl } from '../../lib/media-url';
import { translate } from '../../lib/translate';
import { getActiveCampaigns, selectRunningCampaigns } from '../campaigns/campaigns.cache';
import { toCampaignSummary } from '../campaigns/campaigns.service';
import {
  type CatalogContext,
  type CatalogScope,
  resolveCatalogScope,
} from '../catalog/catalog-scope';
import { type BannerRecord, getActiveBanners } from './banners.cache';

function toBanner(row: BannerRecord, scope: CatalogScope, publicUrl: string): Banner {
  const { locale } = scope;
  const url = (path: string) => buildMediaUrl(publicUrl, path);
  return {
    id: row.id,
    title: translate(row.translations, locale, 'title', row.title),
    type: row.type,
    image_full_url: url(row.image),
    link: row.link,
    zone_id: row.zoneId,
    module_id: row.moduleId,
    featured: row.featured,
    store: row.store && {
      id: row.store.id,
      name: translate(row.store.translations, locale, 'name', row.store.name),
      slug: row.store.slug,
      logo_full_url: url(row.store.logo),
    },
    item: row.item && {
      id: row.item.id,
      name: translate(row.item.translations, locale, 'name', row.item.name),
      slug: row.item.slug,
      image_full_url: url(row.item.image),
      store_id: row.item.storeId,
    },
  };
}

/** GET /banners: the module's banners in the caller's zones, and its running campaigns. */
export async function listBanners(deps: AppDeps, ctx: CatalogContext): Promise<BannersResponse> {
  const scope = await resolveCatalogScope(deps, ctx);
  const [banners, campaigns] = await Promise.all([
    getActiveBanners(deps),
    getActiveCampaigns(deps),
  ]);
  const inScope = (row: BannerRecord) =>
    row.moduleId === scope.moduleId && (!scope.zoneIds || scope.zoneIds.includes(row.zoneId));
  const publicUrl = deps.env.PUBLIC_URL;
  return {
    banners: banners.filter(inScope).map((row) => toBanner(row, scope, publicUrl)),
    campaigns: selectRunningCampaigns(campaigns, scope.moduleId, scope.now).map((c) =>
      toCampaignSummary(c, scope.locale, publicUrl),
    ),
  };
}
