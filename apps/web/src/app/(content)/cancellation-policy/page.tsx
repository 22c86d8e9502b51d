import { getPolicyMetadata, PolicyPage } from '@/features/policy-pages/policy-page';

export function generateMetadata() {
  return getPolicyMetadata('cancellation-policy');
}

export default function Page() {
  return <PolicyPage slug="cancellation-policy" />;
}
