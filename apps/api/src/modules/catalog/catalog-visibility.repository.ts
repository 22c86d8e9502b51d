import { and, eq, inArray, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { items } from '../../db/schema/catalog';
import { storeDiscounts, stores } from '../../db/schema/stores';
import type { CatalogScope } from './catalog-scope';

type StoreScope = Pick<CatalogScope, 'moduleId' | 'zoneIds'>;

/** Active stores of the module, in the caller's zones when the zoneId header was sent. */
export function isStoreVisible(scope: StoreScope): SQL {
  const inModule = and(eq(stores.moduleId, scope.moduleId), eq(stores.status, 1)) as SQL;
  return scope.zoneIds ? (and(inModule, inArray(stores.zoneId, scope.zoneIds)) as SQL) : inModule;
}

/** An item of one of the scope's visible stores (by id list; see store-directory.cache.ts). */
export function isInVisibleStore(scope: Pick<CatalogScope, 'storeIds'>): SQL {
  return scope.storeIds.length ? inArray(items.storeId, scope.storeIds) : sql`false`;
}

/**
 * Active items of the module in visible stores; campaign items (ADR 0004) are not part of
 * normal lists.
 */
export function isItemListed(scope: Pick<CatalogScope, 'moduleId' | 'storeIds'>): SQL {
  return and(
    eq(items.moduleId, scope.moduleId),
    eq(items.status, 1),
    isNull(items.availableDateStarts),
    isInVisibleStore(scope),
  ) as SQL;
}

/**
 * The moment a query reads dates at: a Date, or a placeholder of a prepared query (its value
 * the moment as ISO text: `now.toISOString()`).
 */
export type Instant = Date | Placeholder;

function instantText(now: Instant): string | Placeholder {
  return now instanceof Date ? now.toISOString() : now;
}

/** `now` as the calendar date / clock time in the store's own time zone. */
export function storeLocalDate(now: Instant): SQL {
  return sql`(${instantText(now)}::timestamptz at time zone ${stores.timeZone})::date`;
}
function storeLocalClock(now: Instant): SQL {
  return sql`to_char(${instantText(now)}::timestamptz at time zone ${stores.timeZone}, 'HH24:MI')`;
}

/** A campaign item whose dates include today in its store's time zone. */
export function isCampaignRunning(now: Instant): SQL {
  const today = storeLocalDate(now);
  return sql`(${items.availableDateStarts} <= ${today} and ${items.availableDateEnds} >= ${today})`;
}

/** Join condition: the store's discount, only while its dates and daily hours include now. */
export function joinRunningStoreDiscount(now: Instant): SQL {
  const today = storeLocalDate(now);
  const clock = storeLocalClock(now);
  return and(
    eq(storeDiscounts.storeId, stores.id),
    sql`${storeDiscounts.startDate} <= ${today} and ${storeDiscounts.endDate} >= ${today}`,
    sql`${clock} between ${storeDiscounts.startTime} and ${storeDiscounts.endTime}`,
  ) as SQL;
}
