import { generateProductMetadata, ProductPage } from '@/features/items/product-page';
import type { ProductPageProps } from '@/features/items/product-page-query';

export const generateMetadata = generateProductMetadata;

export default function Page(props: ProductPageProps) {
  return <ProductPage {...props} />;
}
