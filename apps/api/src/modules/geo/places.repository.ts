import { asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { places } from '../../db/schema/geo';
import { escapeLike } from '../../db/sql-helpers';

/** Case-insensitive substring match on name or address; name prefix matches first. */
export async function searchPlaces(db: Database, text: string, limit: number) {
  const escaped = escapeLike(text);
  const contains = `%${escaped}%`;
  return db
    .select({
      id: places.id,
      name: places.name,
      secondaryText: places.secondaryText,
      formattedAddress: places.formattedAddress,
    })
    .from(places)
    .where(or(ilike(places.name, contains), ilike(places.formattedAddress, contains)))
    .orderBy(desc(ilike(places.name, `${escaped}%`)), asc(places.name), asc(places.id))
    .limit(limit);
}

export async function selectPlace(db: Database, id: string) {
  const [row] = await db.select().from(places).where(eq(places.id, id)).limit(1);
  return row ?? null;
}

/**
 * The place closest to the point on a flat approximation (longitude scaled by cos(latitude)),
 * good enough to rank places within a city; the caller measures the real distance.
 */
export async function selectNearestPlace(db: Database, lat: number, lng: number) {
  const [row] = await db
    .select()
    .from(places)
    .orderBy(
      sql`power(${places.latitude} - ${lat}, 2) + power((${places.longitude} - ${lng}) * cos(radians(${lat})), 2)`,
    )
    .limit(1);
  return row ?? null;
}
