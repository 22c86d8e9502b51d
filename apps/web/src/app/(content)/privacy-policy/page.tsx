import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { getPolicyMetadata, PolicyPage } from '@/features/policy-pages/policy-page';

export function generateMetadata() {
  return getPolicyMetadata('privacy-policy');
}

function Page() {
  return <PolicyPage slug="privacy-policy" />;
}

export default withPageMessages('(content)/privacy-policy', Page);
