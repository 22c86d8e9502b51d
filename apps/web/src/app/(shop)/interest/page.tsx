import type { Metadata } from 'next';
import { InterestView } from '@/features/auth/interest/interest-view';
import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { loadModules } from '@/features/layout/shell-data';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return { title: t('interest.title'), robots: { index: false } };
}

async function Page() {
  const modules = await loadModules();
  // Parcel is a service, not an interest (spec 01 §4 skips /interest for it).
  return (
    <InterestView modules={(modules ?? []).filter((module) => module.module_type !== 'parcel')} />
  );
}

export default withPageMessages('(shop)/interest', Page);
