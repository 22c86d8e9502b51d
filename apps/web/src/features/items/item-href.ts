/** Spec 02 §2: /product/{id or slug} with module_id; campaign items add campaign=1. */
export function getItemHref(item: {
  id: number;
  slug?: string | null;
  module_id?: number | null;
  available_date_starts?: string | null;
}): string {
  const query = new URLSearchParams();
  if (item.module_id) query.set('module_id', String(item.module_id));
  if (item.available_date_starts) query.set('campaign', '1');
  const search = query.toString();
  return `/product/${encodeURIComponent(item.slug || String(item.id))}${search ? `?${search}` : ''}`;
}
