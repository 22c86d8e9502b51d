import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { items } from '../../db/schema/catalog';
import { banners } from '../../db/schema/promotions';
import { stores } from '../../db/schema/stores';

const itemStores = alias(stores, 'item_stores');

/** Active banners with what they open: an active store, or an active item of an active store. */
export async function selectActiveBanners(db: Database) {
  return db
    .select({
      id: banners.id,
      title: banners.title,
      type: banners.type,
      image: banners.image,
      link: banners.link,
      zoneId: banners.zoneId,
      moduleId: banners.moduleId,
      featured: banners.featured,
      translations: banners.translations,
      store: {
        id: stores.id,
        name: stores.name,
        slug: stores.slug,
        logo: stores.logo,
        translations: stores.translations,
      },
      item: {
        id: items.id,
        name: items.name,
        slug: items.slug,
        image: items.image,
        storeId: items.storeId,
        translations: items.translations,
      },
    })
    .from(banners)
    .leftJoin(
      stores,
      and(eq(banners.type, 'store_wise'), eq(stores.id, banners.data), eq(stores.status, 1)),
    )
    .leftJoin(
      items,
      and(eq(banners.type, 'item_wise'), eq(items.id, banners.data), eq(items.status, 1)),
    )
    .leftJoin(itemStores, and(eq(itemStores.id, items.storeId), eq(itemStores.status, 1)))
    .where(
      and(
        eq(banners.status, 1),
        sql`(${banners.type} = 'default' or ${stores.id} is not null or ${itemStores.id} is not null)`,
      ),
    )
    .orderBy(asc(banners.id));
}
