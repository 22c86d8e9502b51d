import { idQuery } from '@marketplace/contract/paging';
import { notFound } from 'next/navigation';
import { parsePageQuery, type SearchParams } from '@/lib/page-query';

export type CategoryPageProps = {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
};

const CategoryId = idQuery('id');
const CategoryQuery = { sub: idQuery('sub') };

/** The category's id (else the page is not found) and the chosen sub-category (?sub=). */
export async function readCategoryPageProps({ params, searchParams }: CategoryPageProps) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const categoryId = CategoryId.safeParse(id);
  if (!categoryId.success) notFound();
  return { id: categoryId.data, sub: parsePageQuery(CategoryQuery, query).sub ?? null };
}
