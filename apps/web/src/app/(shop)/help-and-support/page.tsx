import type { Metadata } from 'next';
import { HelpAndSupportView } from '@/features/help/help-and-support-view';
import { getRequestI18n } from '@/features/i18n/request-i18n';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return { title: t('pages.help') };
}

export default function Page() {
  return <HelpAndSupportView />;
}
