import { getPolicyMetadata, PolicyPage } from '@/features/policy-pages/policy-page';

export function generateMetadata() {
  return getPolicyMetadata('about-us');
}

export default function Page() {
  return <PolicyPage slug="about-us" />;
}
