import { generateStoreListMetadata, StoreListPage } from '@/features/stores/store-list-page';

export function generateMetadata() {
  return generateStoreListMetadata('popular');
}

export default function Page() {
  return <StoreListPage kind="popular" />;
}
