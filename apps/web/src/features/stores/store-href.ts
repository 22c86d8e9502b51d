/** The store fields a link to its page needs. */
export type StoreLinkTarget = {
  id: number;
  slug?: string | null;
  module_id?: number | null;
  zone_id?: number | null;
  module_type?: string | null;
};

/**
 * Spec 01 §2: /store/[id or slug] with id, module_id, module_type and store_zone_id in the query
 * (and lat, lng when opened from an item view).
 */
export function getStoreHref(
  store: StoreLinkTarget,
  position?: { lat: number; lng: number } | null,
): string {
  const query = new URLSearchParams();
  query.set('id', String(store.id));
  if (store.module_id) query.set('module_id', String(store.module_id));
  if (store.module_type) query.set('module_type', store.module_type);
  if (store.zone_id) query.set('store_zone_id', String(store.zone_id));
  if (position) {
    query.set('lat', String(position.lat));
    query.set('lng', String(position.lng));
  }
  return `/store/${encodeURIComponent(store.slug || String(store.id))}?${query.toString()}`;
}
