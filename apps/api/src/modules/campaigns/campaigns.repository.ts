import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items } from '../../db/schema/catalog';
import { campaignStores, campaigns } from '../../db/schema/promotions';
import { storeDiscounts, stores } from '../../db/schema/stores';
import type { CatalogScope } from '../catalog/catalog-scope';
import {
  isCampaignRunning,
  isInVisibleStore,
  isStoreVisible,
  joinRunningStoreDiscount,
} from '../catalog/catalog-visibility.repository';
import { selectItemsWithStore } from '../items/item-columns.repository';
import { storeColumns } from '../stores/store-columns.repository';

const MAX_CAMPAIGN_ITEMS = 100;

/** Campaign items of the module running today in their store's time zone, ending soonest first. */
export function selectRunningCampaignItems(db: Database, scope: CatalogScope) {
  return selectItemsWithStore(db, scope.now)
    .where(
      and(
        eq(items.moduleId, scope.moduleId),
        eq(items.status, 1),
        isNotNull(items.availableDateStarts),
        isCampaignRunning(scope.now),
        isInVisibleStore(scope),
      ),
    )
    .orderBy(asc(items.availableDateEnds), desc(items.orderCount), asc(items.id))
    .limit(MAX_CAMPAIGN_ITEMS);
}

/** The visible stores of these campaigns, with the campaign they belong to. */
export async function selectCampaignStores(
  db: Database,
  scope: CatalogScope,
  campaignIds: number[],
) {
  if (campaignIds.length === 0) return [];
  return db
    .select({ ...storeColumns, campaignId: campaignStores.campaignId })
    .from(stores)
    .innerJoin(campaignStores, eq(campaignStores.storeId, stores.id))
    .leftJoin(storeDiscounts, joinRunningStoreDiscount(scope.now))
    .where(and(isStoreVisible(scope), inArray(campaignStores.campaignId, campaignIds)))
    .orderBy(desc(stores.orderCount), asc(stores.id));
}

export async function selectActiveCampaigns(db: Database) {
  return db
    .select({
      id: campaigns.id,
      title: campaigns.title,
      description: campaigns.description,
      image: campaigns.image,
      moduleId: campaigns.moduleId,
      startDate: campaigns.startDate,
      endDate: campaigns.endDate,
      startTime: campaigns.startTime,
      endTime: campaigns.endTime,
      translations: campaigns.translations,
    })
    .from(campaigns)
    .where(eq(campaigns.status, 1))
    .orderBy(asc(campaigns.endDate), asc(campaigns.id));
}
