import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { generateProductMetadata, ProductPage } from '@/features/items/product-page';
import type { ProductPageProps } from '@/features/items/product-page-query';

export const generateMetadata = generateProductMetadata;

function Page(props: ProductPageProps) {
  return <ProductPage {...props} />;
}

export default withPageMessages('(catalog)/product/[id]', Page);
