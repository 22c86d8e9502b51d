import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { generateStoreListMetadata, StoreListPage } from '@/features/stores/store-list-page';

export function generateMetadata() {
  return generateStoreListMetadata('popular');
}

function Page() {
  return <StoreListPage kind="popular" />;
}

export default withPageMessages('(shop)/store/popular', Page);
