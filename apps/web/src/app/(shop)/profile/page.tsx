import { idQuery } from '@marketplace/contract/paging';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { ProfileSettingsView } from '@/features/account/profile-settings-view';
import { withPageMessages } from '@/features/i18n/page-messages-provider';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { toChatDraft } from '@/features/inbox/inbox-query';
import { InboxView } from '@/features/inbox/inbox-view';
import { parsePageQuery, type SearchParams } from '@/lib/page-query';

const ProfileQuery = {
  page: z.enum(['profile-settings', 'inbox', 'wallet']),
  conversation: idQuery('conversation'),
  store: idQuery('store'),
  order: idQuery('order'),
  support: z.literal('1'),
};

export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}): Promise<Metadata> {
  const { t } = await getRequestI18n();
  const isInbox = parsePageQuery(ProfileQuery, await searchParams).page === 'inbox';
  return {
    title: isInbox ? t('inbox.title') : t('account.profileTitle'),
    robots: { index: false, follow: false },
  };
}

/**
 * /profile?page=profile-settings (spec 01 §2): the signed-in customer's personal details;
 * /profile?page=inbox (spec 02 §2): the inbox, optionally opening a conversation or starting one
 * with a store, an order's delivery person or support.
 */
async function ProfileRoute({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = parsePageQuery(ProfileQuery, await searchParams);
  // Spec 01 §2: the profile also answers page=wallet (the wallet has its own page).
  if (query.page === 'wallet') redirect('/wallet');
  const { t } = await getRequestI18n();
  if (query.page === 'inbox') {
    return (
      <div className="mx-auto w-full max-w-5xl space-y-4">
        <h1 className="text-2xl font-extrabold">{t('inbox.title')}</h1>
        <InboxView conversationId={query.conversation ?? null} draft={toChatDraft(query)} />
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4">
      <h1 className="text-2xl font-extrabold">{t('account.profileTitle')}</h1>
      <ProfileSettingsView />
    </div>
  );
}

export default withPageMessages('(shop)/profile', ProfileRoute);
