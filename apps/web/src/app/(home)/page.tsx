import { generateHomeMetadata, HomePage, type HomeSearchParams } from '@/features/home/home-page';

export const generateMetadata = generateHomeMetadata;

export default function Page({ searchParams }: { searchParams: HomeSearchParams }) {
  return <HomePage searchParams={searchParams} />;
}
