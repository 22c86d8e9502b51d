import type { Metadata } from 'next';
import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { RentalPage } from '@/features/rental/rental-route';
import { parseVehicleSearchQuery } from '@/features/rental/vehicle-search-page-query';
import { VehicleSearchView } from '@/features/rental/vehicle-search-view';
import type { SearchParams } from '@/lib/page-query';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return { title: t('rental.title') };
}

/** /rental/vehicle-search?categoryId= or ?all_category=1 (spec 01 §2). */
async function VehicleSearchRoute({ searchParams }: Props) {
  const [{ t }, query] = await Promise.all([getRequestI18n(), searchParams]);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-extrabold">{t('rental.title')}</h1>
      <RentalPage>
        <VehicleSearchView query={parseVehicleSearchQuery(query)} />
      </RentalPage>
    </div>
  );
}

export default withPageMessages('(shop)/rental/vehicle-search', VehicleSearchRoute);
