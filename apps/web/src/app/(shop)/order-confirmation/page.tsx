import { OrderConfirmationStatusSchema } from '@marketplace/contract/payments';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { OrderConfirmationView } from '@/features/orders/order-confirmation-view';
import { OrderIdSchema } from '@/features/orders/order-id';
import { parsePageQuery, type SearchParams } from '@/lib/page-query';

type Props = { searchParams: Promise<SearchParams> };

const ConfirmationQuery = { order_id: OrderIdSchema, status: OrderConfirmationStatusSchema };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return { title: t('orders.confirmationTitle'), robots: { index: false, follow: false } };
}

/** /order-confirmation?order_id=&status=success|fail (the checkout and the gateway land here). */
export default async function OrderConfirmationRoute({ searchParams }: Props) {
  const { order_id: orderId, status } = parsePageQuery(ConfirmationQuery, await searchParams);
  if (orderId === undefined) notFound();
  return <OrderConfirmationView orderId={orderId} status={status ?? 'success'} />;
}
