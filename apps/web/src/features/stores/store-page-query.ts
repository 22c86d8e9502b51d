import { coordinateQuery } from '@marketplace/contract/coordinates';
import { IdOrSlugParamsSchema } from '@marketplace/contract/items';
import { idQuery } from '@marketplace/contract/paging';
import { notFound } from 'next/navigation';
import { parsePageQuery, type SearchParams } from '@/lib/page-query';

export type StorePageProps = {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
};

const Slug = IdOrSlugParamsSchema.shape.id;

/** Spec 01 §2 store query: module_id, lat, lng (the customer's point), category_id, item. */
const StoreQuery = {
  module_id: idQuery('module_id'),
  lat: coordinateQuery('lat', 90),
  lng: coordinateQuery('lng', 180),
  category_id: idQuery('category_id'),
  item: Slug,
};

/** The store's id or slug (else the page is not found) and what its query asks for. */
export async function readStorePageProps({ params, searchParams }: StorePageProps) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const slug = Slug.safeParse(id);
  if (!slug.success) notFound();
  const { module_id, lat, lng, category_id, item } = parsePageQuery(StoreQuery, query);
  return {
    id: slug.data,
    moduleId: module_id ?? null,
    position: lat !== undefined && lng !== undefined ? { lat, lng } : null,
    categoryId: category_id ?? null,
    item,
  };
}
