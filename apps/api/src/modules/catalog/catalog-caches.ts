import type { Database } from '../../db/client';
import { invalidateBanners } from '../banners/banners.cache';
import { invalidateBrands } from '../brands/brands.cache';
import { invalidateCampaigns } from '../campaigns/campaigns.cache';
import { invalidateFeaturedItemIds } from '../category-listings/featured-categories.cache';
import { invalidateAddOnIndex } from '../items/item-add-ons.cache';
import { invalidateWordCorrections } from '../search/word-corrections.cache';
import { invalidateCategoryIndex } from './category-index.cache';
import { invalidateListTotals } from './list-count.cache';
import { invalidateCatalogReads } from './read-cache';
import { invalidateStoreDirectory } from './store-directory.cache';

/**
 * Drops every cached catalogue read of this database: call after writing categories, items,
 * stores, banners, campaigns or brands (the back office, the seed, tests that reset tables).
 */
export function invalidateCatalogCaches(db: Database): void {
  invalidateCategoryIndex(db);
  invalidateStoreDirectory(db);
  invalidateFeaturedItemIds(db);
  invalidateBanners(db);
  invalidateCampaigns(db);
  invalidateBrands(db);
  invalidateListTotals(db);
  invalidateAddOnIndex(db);
  invalidateCatalogReads(db);
  invalidateWordCorrections(db);
}
