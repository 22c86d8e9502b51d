import { getPolicyMetadata, PolicyPage } from '@/features/policy-pages/policy-page';

export function generateMetadata() {
  return getPolicyMetadata('refund-policy');
}

export default function Page() {
  return <PolicyPage slug="refund-policy" />;
}
