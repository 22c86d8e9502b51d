import type { DrawerStore } from './latest-stores-schema';

/** Spec 01 §2: /store/[id] with module_id and store_zone_id in the query. */
export function getStoreHref(store: DrawerStore): string {
  const query = new URLSearchParams();
  if (store.module_id) query.set('module_id', String(store.module_id));
  if (store.zone_id) query.set('store_zone_id', String(store.zone_id));
  const search = query.toString();
  return `/store/${encodeURIComponent(store.slug || String(store.id))}${search ? `?${search}` : ''}`;
}
