import { OrderConfirmationStatusSchema } from '@marketplace/contract/payments';
import { TripIdQuerySchema } from '@marketplace/contract/trips';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { RentalPage } from '@/features/rental/rental-route';
import { TripDetailsView } from '@/features/rental/trip-details-view';
import { parsePageQuery, type SearchParams } from '@/lib/page-query';

type Props = {
  params: Promise<{ tripId: string }>;
  searchParams: Promise<SearchParams>;
};

const TripId = TripIdQuerySchema.shape.trip_id;
const TripQuery = { status: OrderConfirmationStatusSchema };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return {
    title: t('rental.trips.trip', { id: (await params).tripId }),
    robots: { index: false, follow: false },
  };
}

/** /my-trips/{id}[?status=success|fail]: one trip, live; the demo gateway returns here. */
async function TripRoute({ params, searchParams }: Props) {
  const tripId = TripId.safeParse((await params).tripId);
  if (!tripId.success) notFound();
  const query = parsePageQuery(TripQuery, await searchParams);
  return (
    <div className="mx-auto w-full max-w-5xl">
      <RentalPage>
        <TripDetailsView tripId={tripId.data} paymentStatus={query.status} />
      </RentalPage>
    </div>
  );
}

export default withPageMessages('(shop)/my-trips/[tripId]', TripRoute);
