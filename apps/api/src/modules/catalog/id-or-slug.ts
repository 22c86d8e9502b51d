import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

const ID = /^\d{1,9}$/;

/** Details pages take `42` (an id) or `spice-route` (a slug). */
export function matchesIdOrSlug(table: { id: PgColumn; slug: PgColumn }, idOrSlug: string): SQL {
  return ID.test(idOrSlug) ? eq(table.id, Number(idOrSlug)) : eq(table.slug, idOrSlug);
}
