import { getPolicyMetadata, PolicyPage } from '@/features/policy-pages/policy-page';

export function generateMetadata() {
  return getPolicyMetadata('privacy-policy');
}

export default function Page() {
  return <PolicyPage slug="privacy-policy" />;
}
