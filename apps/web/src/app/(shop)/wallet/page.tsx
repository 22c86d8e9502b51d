import type { Metadata } from 'next';
import { WalletView } from '@/features/account/wallet-view';
import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { getRequestI18n } from '@/features/i18n/request-i18n';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return { title: t('account.walletTitle'), robots: { index: false, follow: false } };
}

/** /wallet: the signed-in customer's wallet balance and its movements. */
async function Route() {
  const { t } = await getRequestI18n();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4">
      <h1 className="text-2xl font-extrabold">{t('account.walletTitle')}</h1>
      <WalletView />
    </div>
  );
}

export default withPageMessages('(shop)/wallet', Route);
