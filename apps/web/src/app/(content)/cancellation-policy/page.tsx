import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { getPolicyMetadata, PolicyPage } from '@/features/policy-pages/policy-page';

export function generateMetadata() {
  return getPolicyMetadata('cancellation-policy');
}

function Page() {
  return <PolicyPage slug="cancellation-policy" />;
}

export default withPageMessages('(content)/cancellation-policy', Page);
