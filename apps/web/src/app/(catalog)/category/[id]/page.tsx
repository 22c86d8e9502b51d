import { CategoryPage, generateCategoryMetadata } from '@/features/categories/category-page';
import type { CategoryPageProps } from '@/features/categories/category-page-query';
import { withPageMessages } from '@/features/i18n/page-messages-provider';

export const generateMetadata = generateCategoryMetadata;

function Page(props: CategoryPageProps) {
  return <CategoryPage {...props} />;
}

export default withPageMessages('(catalog)/category/[id]', Page);
