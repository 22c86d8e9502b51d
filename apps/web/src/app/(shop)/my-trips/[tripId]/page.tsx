import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { RentalPage } from '@/features/rental/rental-route';
import { TripDetailsView } from '@/features/rental/trip-details-view';

type Props = {
  params: Promise<{ tripId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const ParamsSchema = z.object({
  tripId: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
});
const QuerySchema = z.object({ status: z.enum(['success', 'fail']).optional().catch(undefined) });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return {
    title: t('rental.trips.trip', { id: (await params).tripId }),
    robots: { index: false, follow: false },
  };
}

/** /my-trips/{id}[?status=success|fail]: one trip, live; the demo gateway returns here. */
export default async function TripRoute({ params, searchParams }: Props) {
  const parsed = ParamsSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const query = QuerySchema.parse(await searchParams);
  return (
    <div className="mx-auto w-full max-w-5xl">
      <RentalPage>
        <TripDetailsView tripId={parsed.data.tripId} paymentStatus={query.status} />
      </RentalPage>
    </div>
  );
}
