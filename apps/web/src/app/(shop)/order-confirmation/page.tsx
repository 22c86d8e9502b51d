import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { readParam } from '@/features/catalog/catalog-api';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { OrderConfirmationView } from '@/features/orders/order-confirmation-view';
import { parseOrderId } from '@/features/orders/order-id';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return { title: t('orders.confirmationTitle'), robots: { index: false, follow: false } };
}

/** /order-confirmation?order_id=&status=success|fail (the checkout and the gateway land here). */
export default async function OrderConfirmationRoute({ searchParams }: Props) {
  const params = await searchParams;
  const orderId = parseOrderId(readParam(params.order_id));
  if (orderId === null) notFound();
  const status = readParam(params.status) === 'fail' ? 'fail' : 'success';
  return <OrderConfirmationView orderId={orderId} status={status} />;
}
