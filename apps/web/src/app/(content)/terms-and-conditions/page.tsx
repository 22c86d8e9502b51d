import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { getPolicyMetadata, PolicyPage } from '@/features/policy-pages/policy-page';

export function generateMetadata() {
  return getPolicyMetadata('terms-and-conditions');
}

function Page() {
  return <PolicyPage slug="terms-and-conditions" />;
}

export default withPageMessages('(content)/terms-and-conditions', Page);
