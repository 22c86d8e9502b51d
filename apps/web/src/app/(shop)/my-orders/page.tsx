import type { Metadata } from 'next';
import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { MyOrdersView } from '@/features/orders/my-orders-view';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return { title: t('orders.title'), robots: { index: false, follow: false } };
}

/** /my-orders: the signed-in customer's running orders and history. */
async function MyOrdersRoute() {
  const { t } = await getRequestI18n();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4">
      <h1 className="text-2xl font-extrabold">{t('orders.title')}</h1>
      <MyOrdersView />
    </div>
  );
}

export default withPageMessages('(shop)/my-orders', MyOrdersRoute);
