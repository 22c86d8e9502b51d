import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { generateStoreMetadata, StorePage } from '@/features/stores/store-page';
import type { StorePageProps } from '@/features/stores/store-page-query';

export const generateMetadata = generateStoreMetadata;

function Page(props: StorePageProps) {
  return <StorePage {...props} />;
}

export default withPageMessages('(catalog)/store/[id]', Page);
