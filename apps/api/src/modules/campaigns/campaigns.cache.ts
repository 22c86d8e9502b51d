import { formatLocalDate } from '@marketplace/domain/time/zoned-clock';
import type { AppDeps } from '../../app-types';
import { defineCache, readCachedValue } from '../../services/cache-registry';
import { CATALOG_TAG } from '../../services/cache-tags';
import { selectActiveCampaigns } from './campaigns.repository';

export type CampaignRecord = Awaited<ReturnType<typeof selectActiveCampaigns>>[number];

// A handful of rows read by every home page (banners and campaigns); dates are checked per
// request, so the cache only needs dropping when campaigns are edited.
const CAMPAIGNS_CACHE = defineCache<CampaignRecord[]>({
  name: 'campaigns',
  tags: [CATALOG_TAG],
  maxEntries: 1,
});

export function getActiveCampaigns({ db, caches }: Pick<AppDeps, 'db' | 'caches'>) {
  return readCachedValue(caches, CAMPAIGNS_CACHE, () => selectActiveCampaigns(db));
}

/**
 * Basic campaigns are marketplace-wide, not tied to one store's time zone: their dates are read
 * as UTC calendar dates.
 */
export function isCampaignDay(campaign: { startDate: string; endDate: string }, now: Date) {
  const today = formatLocalDate(now, 'UTC');
  return campaign.startDate <= today && today <= campaign.endDate;
}

export function selectRunningCampaigns(all: CampaignRecord[], moduleId: number, now: Date) {
  return all.filter((c) => c.moduleId === moduleId && isCampaignDay(c, now));
}
