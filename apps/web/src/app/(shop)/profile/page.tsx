import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { ProfileSettingsView } from '@/features/account/profile-settings-view';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { parsePageQuery, type SearchParams } from '@/lib/page-query';

const ProfileQuery = { page: z.enum(['profile-settings', 'wallet']) };

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getRequestI18n();
  return { title: t('account.profileTitle'), robots: { index: false, follow: false } };
}

/** /profile?page=profile-settings (spec 01 §2): the signed-in customer's personal details. */
export default async function ProfileRoute({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  // Spec 01 §2: the profile also answers page=wallet (the wallet has its own page).
  if (parsePageQuery(ProfileQuery, await searchParams).page === 'wallet') redirect('/wallet');
  const { t } = await getRequestI18n();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-4">
      <h1 className="text-2xl font-extrabold">{t('account.profileTitle')}</h1>
      <ProfileSettingsView />
    </div>
  );
}
