import type { Metadata } from 'next';
import { readParam } from '@/features/catalog/catalog-api';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { parseOrderId } from '@/features/orders/order-id';
import { TrackOrderView } from '@/features/tracking/track-order-view';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return { title: t('tracking.title'), robots: { index: false, follow: false } };
}

/** /track-order[?order_id=]: live tracking for guests (order id + phone) and customers. */
export default async function TrackOrderRoute({ searchParams }: Props) {
  const { t } = await getRequestI18n();
  const orderId = parseOrderId(readParam((await searchParams).order_id));
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4">
      <h1 className="text-2xl font-extrabold">{t('tracking.title')}</h1>
      <TrackOrderView initialOrderId={orderId} />
    </div>
  );
}
