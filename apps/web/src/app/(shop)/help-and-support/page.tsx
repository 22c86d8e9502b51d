import type { Metadata } from 'next';
import { HelpAndSupportView } from '@/features/help/help-and-support-view';
import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { getRequestI18n } from '@/features/i18n/request-i18n';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return { title: t('pages.help') };
}

function Page() {
  return <HelpAndSupportView />;
}

export default withPageMessages('(shop)/help-and-support', Page);
