import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { getPolicyMetadata, PolicyPage } from '@/features/policy-pages/policy-page';

export function generateMetadata() {
  return getPolicyMetadata('refund-policy');
}

function Page() {
  return <PolicyPage slug="refund-policy" />;
}

export default withPageMessages('(content)/refund-policy', Page);
