import { HomeView } from '@/features/home/home-view';

export default function Page() {
  return <HomeView />;
}
