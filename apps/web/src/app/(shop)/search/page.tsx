import {
  generateSearchMetadata,
  SearchPage,
  type SearchPageProps,
} from '@/features/search/search-page';

export const generateMetadata = generateSearchMetadata;

export default function Page(props: SearchPageProps) {
  return <SearchPage {...props} />;
}
