'use client';

import { BadgeCheck, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useCustomerInfo } from '@/features/auth/use-customer-info';
import { EmptyState } from '@/features/catalog/empty-state';
import { getErrorMessages } from '@/features/errors/query-client';
import { useT } from '@/features/i18n/i18n-provider';
import { useShellState } from '@/features/shell/shell-state-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { Skeleton } from '@/features/ui/skeleton';
import { DeleteAccountButton } from './delete-account-button';
import { ProfileAvatar } from './profile-avatar';
import { ProfileEditForm } from './profile-edit-form';
import { SignInRequired } from './sign-in-required';
import { useAccountConfig } from './use-account-config';

function ContactLine({
  label,
  value,
  isVerified,
}: {
  label: string;
  value: string | null;
  isVerified: boolean;
}) {
  const t = useT();
  return (
    <div>
      <dt className="text-xs text-ink-muted">{label}</dt>
      <dd className="flex items-center gap-1 break-all font-medium">
        {value || '—'}
        {value && isVerified ? (
          <BadgeCheck aria-label={t('account.verified')} className="size-4 shrink-0 text-brand" />
        ) : null}
      </dd>
    </div>
  );
}

/** /profile?page=profile-settings: the profile card, its edit form and account deletion. */
export function ProfileSettingsView() {
  const t = useT();
  const { isSignedIn } = useShellState();
  const info = useCustomerInfo(isSignedIn);
  const config = useAccountConfig();
  const [isEditing, setIsEditing] = useState(false);

  if (!isSignedIn) return <SignInRequired />;
  if (info.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (info.isError) {
    return (
      <EmptyState
        title={t('account.loadError')}
        body={getErrorMessages(info.error, t).join(' ')}
        action={
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => void info.refetch()}
          >
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  const profile = info.data;
  const name = `${profile.f_name} ${profile.l_name}`.trim();

  return (
    <div className="space-y-4">
      <section
        className="rounded-2xl border border-line bg-surface-raised p-4 sm:p-6"
        aria-labelledby="profile-heading"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <ProfileAvatar url={profile.image_full_url} alt={t('account.photo')} size={56} />
            <div>
              <h2 id="profile-heading" className="text-lg font-bold">
                {name || t('auth.signedIn')}
              </h2>
              <p className="text-sm text-ink-muted">
                {t('account.memberSince', { days: profile.member_since_days })}
              </p>
            </div>
          </div>
          {isEditing ? null : (
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => setIsEditing(true)}
            >
              <Pencil aria-hidden className="size-4" />
              {t('account.edit')}
            </button>
          )}
        </div>
        {isEditing ? (
          <div className="mt-4">
            <h3 className="mb-3 font-semibold">{t('account.editTitle')}</h3>
            <ProfileEditForm
              info={profile}
              isManualLoginOn={config.data?.isManualLoginOn ?? false}
              onClose={() => setIsEditing(false)}
            />
          </div>
        ) : (
          <dl className="mt-4 grid gap-3 sm:grid-cols-2">
            <ContactLine
              label={t('account.email')}
              value={profile.email}
              isVerified={profile.is_email_verified === 1}
            />
            <ContactLine
              label={t('account.phone')}
              value={profile.phone}
              isVerified={profile.is_phone_verified === 1}
            />
          </dl>
        )}
      </section>
      <div className="flex justify-end">
        <DeleteAccountButton />
      </div>
    </div>
  );
}
