import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { loadConfig } from '@/features/layout/shell-data';
import { OrderDetailsView } from '@/features/orders/order-details-view';
import { parseOrderKey } from '@/features/orders/order-id';

type Props = {
  params: Promise<{ orderId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return {
    title: t('orders.title'),
    robots: { index: false, follow: false },
  };
}

/**
 * /my-orders/{reference} (or an old /my-orders/{id}, owner only): one order's details, live
 * status and cancellation; ?review=1 opens the review dialog.
 */
async function OrderDetailsRoute({ params, searchParams }: Props) {
  const orderKey = parseOrderKey((await params).orderId);
  if (!orderKey) notFound();
  const [config, query] = await Promise.all([loadConfig(), searchParams]);
  return (
    <div className="mx-auto w-full max-w-6xl">
      <OrderDetailsView
        orderKey={orderKey}
        additionalChargeName={config?.additional_charge_name ?? ''}
        openReview={query.review === '1'}
      />
    </div>
  );
}

export default withPageMessages('(shop)/my-orders/[orderId]', OrderDetailsRoute);
