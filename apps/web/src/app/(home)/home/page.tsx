import { generateHomeMetadata, HomePage, type HomeSearchParams } from '@/features/home/home-page';
import { withPageMessages } from '@/features/i18n/page-messages-provider';

export const generateMetadata = generateHomeMetadata;

function Page({ searchParams }: { searchParams: HomeSearchParams }) {
  return <HomePage searchParams={searchParams} />;
}

export default withPageMessages('(home)/home', Page);
