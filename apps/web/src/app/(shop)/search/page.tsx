import { withPageMessages } from '@/features/i18n/page-messages-provider';
import {
  generateSearchMetadata,
  SearchPage,
  type SearchPageProps,
} from '@/features/search/search-page';

export const generateMetadata = generateSearchMetadata;

function Page(props: SearchPageProps) {
  return <SearchPage {...props} />;
}

export default withPageMessages('(shop)/search', Page);
