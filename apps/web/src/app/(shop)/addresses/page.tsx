import type { Metadata } from 'next';
import { AddressBook } from '@/features/addresses/address-book';
import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { getRequestI18n } from '@/features/i18n/request-i18n';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return { title: t('addresses.pageTitle'), robots: { index: false, follow: false } };
}

/** /addresses: the signed-in customer's saved delivery addresses. */
async function Page() {
  const { t } = await getRequestI18n();
  return (
    <div className="mx-auto w-full max-w-2xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-extrabold">{t('addresses.pageTitle')}</h1>
      <AddressBook />
    </div>
  );
}

export default withPageMessages('(shop)/addresses', Page);
