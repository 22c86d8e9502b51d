import type { Metadata } from 'next';
import { ForgotPasswordView } from '@/features/auth/forgot-password/forgot-password-view';
import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { loadConfig } from '@/features/layout/shell-data';
import { findCountry } from '@/features/ui/form/countries';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return { title: t('forgot.title'), robots: { index: false } };
}

async function Page() {
  const config = await loadConfig();
  return (
    <ForgotPasswordView
      settings={{
        isSmsActive: config?.is_sms_active ?? false,
        isMailActive: config?.is_mail_active ?? false,
        defaultCountry: findCountry(config?.country).code,
        isCountryPickerEnabled: config?.country_picker_status === 1,
      }}
    />
  );
}

export default withPageMessages('(shop)/forgot-password', Page);
