import type { Metadata } from 'next';
import { CouponsView } from '@/features/coupons/coupons-view';
import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { getRequestI18n } from '@/features/i18n/request-i18n';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return { title: t('coupons.title'), robots: { index: false, follow: false } };
}

/** /coupons (spec 01 §2 account routes): the customer's coupons in the current module and zone. */
async function Route() {
  const { t } = await getRequestI18n();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4">
      <h1 className="text-2xl font-extrabold">{t('coupons.title')}</h1>
      <CouponsView />
    </div>
  );
}

export default withPageMessages('(shop)/coupons', Route);
