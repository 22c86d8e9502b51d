import { IdOrSlugParamsSchema, ItemDetailsQuerySchema } from '@marketplace/contract/items';
import { idQuery } from '@marketplace/contract/paging';
import { notFound } from 'next/navigation';
import { parsePageQuery, type SearchParams } from '@/lib/page-query';

export type ProductPageProps = {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
};

const Slug = IdOrSlugParamsSchema.shape.id;
const ProductQuery = {
  module_id: idQuery('module_id'),
  campaign: ItemDetailsQuerySchema.shape.campaign,
};

/** The item's id or slug (else the page is not found), its module and whether it is a campaign's. */
export async function readProductPageProps({ params, searchParams }: ProductPageProps) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const slug = Slug.safeParse(id);
  if (!slug.success) notFound();
  const { module_id, campaign } = parsePageQuery(ProductQuery, query);
  return { id: slug.data, moduleId: module_id ?? null, campaign: campaign === '1' };
}
