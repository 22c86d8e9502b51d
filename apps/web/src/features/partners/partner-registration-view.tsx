'use client';

import type { Zone } from '@marketplace/contract/zones';
import { MapPinOff } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { PageSkeleton } from '@/features/ui/page-skeleton';
import { RetryAlert } from '@/features/ui/retry-alert';
import { usePartnerZones } from './use-partner-zones';

/**
 * Loads what both applications choose from (the zones) and shows the form once it is there:
 * a skeleton while loading, an alert with Retry when it fails, a notice when no zone is open.
 */
export function PartnerRegistrationView({
  title,
  renderForm,
}: {
  title: string;
  renderForm: (zones: readonly Zone[]) => ReactNode;
}) {
  const t = useT();
  const zones = usePartnerZones();
  if (zones.isPending) return <PageSkeleton label={t('partners.loading')} />;
  if (zones.isError) {
    return (
      <section aria-labelledby="registration-title" className="mx-auto max-w-3xl space-y-4 py-6">
        <h1 id="registration-title" className="text-2xl font-bold">
          {title}
        </h1>
        <RetryAlert
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-danger-soft p-4 text-danger"
          onRetry={() => void zones.refetch()}
        >
          <p>{t('partners.loadError')}</p>
        </RetryAlert>
      </section>
    );
  }
  const active = zones.data.filter((zone) => zone.status === 1);
  if (active.length === 0) {
    return (
      <section
        aria-labelledby="registration-title"
        className="mx-auto flex max-w-xl flex-col items-center gap-3 py-10 text-center"
      >
        <MapPinOff aria-hidden className="size-10 text-ink-muted" />
        <h1 id="registration-title" className="text-2xl font-bold">
          {title}
        </h1>
        <p>{t('partners.noZones')}</p>
        <Link href="/home" className={buttonClass('secondary')}>
          {t('partners.backHome')}
        </Link>
      </section>
    );
  }
  return renderForm(active);
}
