import type { Metadata } from 'next';
import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { loadConfig } from '@/features/layout/shell-data';
import { toPhoneSettings } from '@/features/partners/phone-settings';
import { StoreRegistrationView } from '@/features/partners/store-registration-view';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return { title: t('storeReg.title') };
}

async function Page() {
  return <StoreRegistrationView phone={toPhoneSettings(await loadConfig())} />;
}

export default withPageMessages('(shop)/store-registration', Page);
