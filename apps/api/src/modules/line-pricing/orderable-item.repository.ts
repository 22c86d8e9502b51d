import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared-query';
import { items } from '../../db/schema/catalog';
import { storeDiscounts, stores } from '../../db/schema/stores';
import {
  isCampaignRunning,
  joinRunningStoreDiscount,
} from '../catalog/catalog-visibility.repository';
import { itemColumns } from '../items/item-columns.repository';

const now = sql.placeholder('now');

/** Built once (every cart add and update runs it): see db/prepared-query.ts. */
const itemForCart = preparedQuery('cart_item', (db) =>
  db
    .select({
      ...itemColumns,
      itemStatus: items.status,
      storeStatus: stores.status,
      campaignRunning: isCampaignRunning(now),
    })
    .from(items)
    .innerJoin(stores, eq(stores.id, items.storeId))
    .leftJoin(storeDiscounts, joinRunningStoreDiscount(now))
    .where(eq(items.id, sql.placeholder('itemId')))
    .limit(1),
);

/** An item with what adding it needs: its store's state and whether a campaign runs today. */
export async function selectItemForCart(db: Database, itemId: number, at: Date) {
  const [row] = await itemForCart(db, { itemId, now: at.toISOString() });
  return row ?? null;
}

export type CartItemRecord = NonNullable<Awaited<ReturnType<typeof selectItemForCart>>>;
