import type { Metadata } from 'next';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { OrderIdSchema } from '@/features/orders/order-id';
import { TrackOrderView } from '@/features/tracking/track-order-view';
import { parsePageQuery, type SearchParams } from '@/lib/page-query';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return { title: t('tracking.title'), robots: { index: false, follow: false } };
}

/** /track-order[?order_id=]: live tracking for guests (order id + phone) and customers. */
export default async function TrackOrderRoute({ searchParams }: Props) {
  const { t } = await getRequestI18n();
  const { order_id: orderId } = parsePageQuery({ order_id: OrderIdSchema }, await searchParams);
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4">
      <h1 className="text-2xl font-extrabold">{t('tracking.title')}</h1>
      <TrackOrderView initialOrderId={orderId ?? null} />
    </div>
  );
}
