import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { getPolicyMetadata, PolicyPage } from '@/features/policy-pages/policy-page';

export function generateMetadata() {
  return getPolicyMetadata('about-us');
}

function Page() {
  return <PolicyPage slug="about-us" />;
}

export default withPageMessages('(content)/about-us', Page);
