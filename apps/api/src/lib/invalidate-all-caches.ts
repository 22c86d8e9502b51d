import type { Database } from '../db/client';
import { invalidateCatalogCaches } from '../modules/catalog/catalog-caches';
import { forgetGuests } from '../modules/guest/known-guests';
import { invalidateModuleCatalog } from '../modules/module/module.cache';
import { invalidateBusinessSettings } from '../modules/settings/settings.cache';
import { invalidateZones } from '../modules/zones/zones.cache';

/**
 * Drops every in-memory read cache kept for this database: settings, zones, modules, the
 * catalogue and remembered guest ids. Call after writes that bypass the API (bulk imports, the seed on a live app, tests
 * that reset tables).
 */
export function invalidateAllCaches(db: Database): void {
  invalidateBusinessSettings(db);
  invalidateZones(db);
  invalidateModuleCatalog(db);
  invalidateCatalogCaches(db);
  forgetGuests(db);
}
