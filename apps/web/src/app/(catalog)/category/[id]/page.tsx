import { CategoryPage, generateCategoryMetadata } from '@/features/categories/category-page';
import type { CategoryPageProps } from '@/features/categories/category-page-query';

export const generateMetadata = generateCategoryMetadata;

export default function Page(props: CategoryPageProps) {
  return <CategoryPage {...props} />;
}
