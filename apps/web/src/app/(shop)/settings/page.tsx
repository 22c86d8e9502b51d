import type { Metadata } from 'next';
import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { SettingsView } from '@/features/settings/settings-view';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return { title: t('settings.title'), robots: { index: false, follow: false } };
}

/** /settings: language, theme and notifications saved for the account (spec 01 §2). */
async function Route() {
  const { t } = await getRequestI18n();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4">
      <h1 className="text-2xl font-extrabold">{t('settings.title')}</h1>
      <SettingsView />
    </div>
  );
}

export default withPageMessages('(shop)/settings', Route);
