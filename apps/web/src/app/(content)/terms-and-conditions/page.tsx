import { getPolicyMetadata, PolicyPage } from '@/features/policy-pages/policy-page';

export function generateMetadata() {
  return getPolicyMetadata('terms-and-conditions');
}

export default function Page() {
  return <PolicyPage slug="terms-and-conditions" />;
}
