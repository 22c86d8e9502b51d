import { idQuery } from '@marketplace/contract/paging';
import type { Metadata } from 'next';
import { readCatalogContext } from '@/features/catalog/catalog-api';
import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { readOrderKeyParam } from '@/features/orders/order-id';
import { RentalPage } from '@/features/rental/rental-route';
import { TrackTripView } from '@/features/rental/track-trip-view';
import { readTrackPhone } from '@/features/tracking/track-order-href';
import { TrackOrderView } from '@/features/tracking/track-order-view';
import { parsePageQuery, type SearchParams } from '@/lib/page-query';

type Props = { searchParams: Promise<SearchParams> };

async function isRentalModule(): Promise<boolean> {
  return (await readCatalogContext()).module?.module_type === 'rental';
}

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getRequestI18n();
  const title = (await isRentalModule()) ? t('rental.track.title') : t('tracking.title');
  return { title, robots: { index: false, follow: false } };
}

/**
 * /track-order[?order=<reference>]: live tracking for guests (reference + phone) and customers
 * (an old ?order_id= opens only the caller's own order); in the
 * rental module it is Track Trip (spec 02 §2) [?trip_id=].
 */
async function TrackOrderRoute({ searchParams }: Props) {
  const { t } = await getRequestI18n();
  const params = await searchParams;
  const query = parsePageQuery({ trip_id: idQuery('trip_id') }, params);
  const phone = readTrackPhone(Array.isArray(params.phone) ? params.phone[0] : params.phone);
  if (await isRentalModule()) {
    return (
      <div className="mx-auto w-full max-w-5xl space-y-4">
        <h1 className="text-2xl font-extrabold">{t('rental.track.title')}</h1>
        <RentalPage>
          <TrackTripView initialTripId={query.trip_id ?? null} />
        </RentalPage>
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4">
      <h1 className="text-2xl font-extrabold">{t('tracking.title')}</h1>
      <TrackOrderView initialOrderKey={readOrderKeyParam(params)} initialPhone={phone} />
    </div>
  );
}

export default withPageMessages('(shop)/track-order', TrackOrderRoute);
