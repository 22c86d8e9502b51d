import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { loadConfig } from '@/features/layout/shell-data';
import { OrderDetailsView } from '@/features/orders/order-details-view';
import { OrderIdSchema } from '@/features/orders/order-id';

type Props = {
  params: Promise<{ orderId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { t } = await getRequestI18n();
  const id = OrderIdSchema.safeParse((await params).orderId);
  return {
    title: id.success ? t('orders.orderNumber', { id: id.data }) : t('orders.title'),
    robots: { index: false, follow: false },
  };
}

/** /my-orders/{id}: one order's details, live status and cancellation; ?review=1 opens the review dialog. */
export default async function OrderDetailsRoute({ params, searchParams }: Props) {
  const orderId = OrderIdSchema.safeParse((await params).orderId);
  if (!orderId.success) notFound();
  const [config, query] = await Promise.all([loadConfig(), searchParams]);
  return (
    <div className="mx-auto w-full max-w-6xl">
      <OrderDetailsView
        orderId={orderId.data}
        additionalChargeName={config?.additional_charge_name ?? ''}
        openReview={query.review === '1'}
      />
    </div>
  );
}
