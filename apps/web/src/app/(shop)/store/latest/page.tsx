import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { generateStoreListMetadata, StoreListPage } from '@/features/stores/store-list-page';

export function generateMetadata() {
  return generateStoreListMetadata('latest');
}

function Page() {
  return <StoreListPage kind="latest" />;
}

export default withPageMessages('(shop)/store/latest', Page);
