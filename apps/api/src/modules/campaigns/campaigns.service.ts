import type { ItemCard } from '@marketplace/contract/items';
import type { BasicCampaign } from '@marketplace/contract/promotions';
import type { AppDeps } from '../../app-types';
import { groupBy } from '../../lib/group-by';
import { buildMediaUrl } from '../../lib/media-url';
import { translate } from '../../lib/translate';
import { type CatalogContext, resolveCatalogScope } from '../catalog/catalog-scope';
import { loadCatalogView } from '../catalog/catalog-view';
import { catalogReadKey, readThrough } from '../catalog/read-cache';
import { toItemCard } from '../items/item-card.mapper';
import { loadStoreView } from '../stores/store-view';
import { type CampaignRecord, getActiveCampaigns, selectRunningCampaigns } from './campaigns.cache';
import { selectCampaignStores, selectRunningCampaignItems } from './campaigns.repository';

/** GET /campaigns/item: campaign items running today (ADR 0004), in the module and zones. */
export async function listCampaignItems(deps: AppDeps, ctx: CatalogContext): Promise<ItemCard[]> {
  const scope = await resolveCatalogScope(deps, ctx);
  const [view, rows] = await Promise.all([
    loadCatalogView(deps, scope),
    readThrough(deps, catalogReadKey('campaign-items', scope), () =>
      selectRunningCampaignItems(deps.db, scope),
    ),
  ]);
  return rows.map((row) => toItemCard(row, view));
}

/** A campaign's own fields in the caller's language. */
export function toCampaignSummary(
  campaign: CampaignRecord,
  locale: Parameters<typeof translate>[1],
  publicUrl: string,
): Omit<BasicCampaign, 'stores'> {
  return {
    id: campaign.id,
    title: translate(campaign.translations, locale, 'title', campaign.title),
    description: translate(campaign.translations, locale, 'description', campaign.description),
    image_full_url: buildMediaUrl(publicUrl, campaign.image),
    start_date: campaign.startDate,
    end_date: campaign.endDate,
    start_time: campaign.startTime,
    end_time: campaign.endTime,
  };
}

/** GET /campaigns/basic: running basic campaigns of the module with their visible stores. */
export async function listBasicCampaigns(
  deps: AppDeps,
  ctx: CatalogContext,
): Promise<BasicCampaign[]> {
  const scope = await resolveCatalogScope(deps, ctx);
  const running = selectRunningCampaigns(await getActiveCampaigns(deps), scope.moduleId, scope.now);
  const [view, storeRows] = await Promise.all([
    loadStoreView(deps, scope),
    selectCampaignStores(
      deps.db,
      scope,
      running.map((c) => c.id),
    ),
  ]);
  const storesByCampaign = groupBy(storeRows, (row) => row.campaignId);
  return running.map((campaign) => ({
    ...toCampaignSummary(campaign, scope.locale, view.publicUrl),
    stores: (storesByCampaign.get(campaign.id) ?? []).map(view.toStore),
  }));
}
