import type { Metadata } from 'next';
import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { ReferralView } from '@/features/referral/referral-view';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return { title: t('referral.title'), robots: { index: false, follow: false } };
}

/** /referral-code: the customer's referral code and earnings (spec 01 §2 account menu). */
async function Route() {
  const { t } = await getRequestI18n();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4">
      <h1 className="text-2xl font-extrabold">{t('referral.title')}</h1>
      <ReferralView />
    </div>
  );
}

export default withPageMessages('(shop)/referral-code', Route);
