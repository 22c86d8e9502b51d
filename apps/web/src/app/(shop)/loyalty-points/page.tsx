import type { Metadata } from 'next';
import { LoyaltyView } from '@/features/account/loyalty-view';
import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { getRequestI18n } from '@/features/i18n/request-i18n';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return { title: t('account.loyaltyTitle'), robots: { index: false, follow: false } };
}

/** /loyalty-points: the customer's points, their history and Convert to currency now. */
async function Route() {
  const { t } = await getRequestI18n();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4">
      <h1 className="text-2xl font-extrabold">{t('account.loyaltyTitle')}</h1>
      <LoyaltyView />
    </div>
  );
}

export default withPageMessages('(shop)/loyalty-points', Route);
