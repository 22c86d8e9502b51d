/**
 * Invalidation tags naming what was written, shared by every cache that reads it: a writer
 * invalidates the tag and never needs to know which caches exist.
 */

/** Categories, items, add-ons, stores, banners, campaigns or brands changed. */
export const CATALOG_TAG = 'catalog';
