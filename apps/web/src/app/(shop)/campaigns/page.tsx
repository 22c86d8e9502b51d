import type { Metadata } from 'next';
import { CampaignsPage } from '@/features/campaigns/campaigns-page';
import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { getRequestI18n } from '@/features/i18n/request-i18n';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return {
    title: t('campaigns.title'),
    description: t('campaigns.intro'),
    alternates: { canonical: '/campaigns' },
  };
}

/** /campaigns (spec 01 §2 footer): running campaigns, their stores and items. */
function Page() {
  return <CampaignsPage />;
}

export default withPageMessages('(shop)/campaigns', Page);
