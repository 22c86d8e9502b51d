import type { Metadata } from 'next';
import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { loadConfig } from '@/features/layout/shell-data';
import { DeliveryManRegistrationView } from '@/features/partners/delivery-man-registration-view';
import { toPhoneSettings } from '@/features/partners/phone-settings';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return { title: t('deliveryReg.title') };
}

async function Page() {
  return <DeliveryManRegistrationView phone={toPhoneSettings(await loadConfig())} />;
}

export default withPageMessages('(shop)/deliveryman-registration', Page);
