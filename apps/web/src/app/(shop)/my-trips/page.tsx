import type { Metadata } from 'next';
import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { MyTripsView } from '@/features/rental/my-trips-view';
import { RentalPage } from '@/features/rental/rental-route';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return { title: t('rental.trips.title'), robots: { index: false, follow: false } };
}

/** /my-trips: the caller's rental trips (all, running, completed). */
async function MyTripsRoute() {
  const { t } = await getRequestI18n();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4">
      <h1 className="text-2xl font-extrabold">{t('rental.trips.title')}</h1>
      <RentalPage>
        <MyTripsView />
      </RentalPage>
    </div>
  );
}

export default withPageMessages('(shop)/my-trips', MyTripsRoute);
