import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items } from '../../db/schema/catalog';
import { storeDiscounts, stores } from '../../db/schema/stores';
import {
  isCampaignRunning,
  joinRunningStoreDiscount,
} from '../catalog/catalog-visibility.repository';
import { itemColumns } from '../items/item-columns.repository';

/** An item with what adding it needs: its store's state and whether a campaign runs today. */
export async function selectItemForCart(db: Database, itemId: number, now: Date) {
  const [row] = await db
    .select({
      ...itemColumns,
      itemStatus: items.status,
      storeStatus: stores.status,
      campaignRunning: isCampaignRunning(now),
    })
    .from(items)
    .innerJoin(stores, eq(stores.id, items.storeId))
    .leftJoin(storeDiscounts, joinRunningStoreDiscount(now))
    .where(eq(items.id, itemId))
    .limit(1);
  return row ?? null;
}

export type CartItemRecord = NonNullable<Awaited<ReturnType<typeof selectItemForCart>>>;
