import { OrderConfirmationStatusSchema } from '@marketplace/contract/payments';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { OrderConfirmationView } from '@/features/orders/order-confirmation-view';
import { readOrderKeyParam } from '@/features/orders/order-id';
import { parsePageQuery, type SearchParams } from '@/lib/page-query';

type Props = { searchParams: Promise<SearchParams> };

const ConfirmationQuery = { status: OrderConfirmationStatusSchema };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return { title: t('orders.confirmationTitle'), robots: { index: false, follow: false } };
}

/**
 * /order-confirmation?order=<reference>&status=success|fail (the checkout and the gateway land
 * here); an old ?order_id= link opens only the caller's own order.
 */
async function OrderConfirmationRoute({ searchParams }: Props) {
  const params = await searchParams;
  const { status } = parsePageQuery(ConfirmationQuery, params);
  const orderKey = readOrderKeyParam(params);
  if (!orderKey) notFound();
  return <OrderConfirmationView orderKey={orderKey} status={status ?? 'success'} />;
}

export default withPageMessages('(shop)/order-confirmation', OrderConfirmationRoute);
