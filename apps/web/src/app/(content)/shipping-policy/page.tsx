import { getPolicyMetadata, PolicyPage } from '@/features/policy-pages/policy-page';

export function generateMetadata() {
  return getPolicyMetadata('shipping-policy');
}

export default function Page() {
  return <PolicyPage slug="shipping-policy" />;
}
