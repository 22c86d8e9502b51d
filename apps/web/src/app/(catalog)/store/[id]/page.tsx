import { generateStoreMetadata, StorePage } from '@/features/stores/store-page';
import type { StorePageProps } from '@/features/stores/store-page-query';

export const generateMetadata = generateStoreMetadata;

export default function Page(props: StorePageProps) {
  return <StorePage {...props} />;
}
