import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { places } from '../../db/schema/geo';
import { stores } from '../../db/schema/stores';

/** A generous cap: the basemap draws a city, not a bench-scale catalogue of stores. */
const MAX_POINTS = 2_000;

/** The gazetteer's places, to label the offline basemap. */
export function selectBasemapPlaces(db: Database) {
  return db
    .select({ name: places.name, lat: places.latitude, lng: places.longitude })
    .from(places)
    .orderBy(asc(places.name))
    .limit(MAX_POINTS);
}

/** Active stores' positions, to mark on the offline basemap. */
export function selectBasemapStores(db: Database) {
  return db
    .select({ id: stores.id, name: stores.name, lat: stores.latitude, lng: stores.longitude })
    .from(stores)
    .where(eq(stores.status, 1))
    .orderBy(asc(stores.id))
    .limit(MAX_POINTS);
}
