import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { getPolicyMetadata, PolicyPage } from '@/features/policy-pages/policy-page';

export function generateMetadata() {
  return getPolicyMetadata('shipping-policy');
}

function Page() {
  return <PolicyPage slug="shipping-policy" />;
}

export default withPageMessages('(content)/shipping-policy', Page);
