'use client';

import { formatAmount } from '@marketplace/domain/money/format-amount';
import { FeatureOff } from '@/features/account/feature-off';
import { SignInRequired } from '@/features/account/sign-in-required';
import { useAccountConfig } from '@/features/account/use-account-config';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { useT } from '@/features/i18n/i18n-provider';
import { useShellState } from '@/features/shell/shell-state-provider';
import { RetryAlert } from '@/features/ui/retry-alert';
import { Skeleton } from '@/features/ui/skeleton';
import { useQuery } from '@/lib/hydration-safe-query';
import { fetchReferral, REFERRAL_QUERY_KEY } from './referral-api';
import { ReferralCodeCard } from './referral-code-card';

/** /referral-code: the code with Copy and Share, how it works, and what it has earned. */
export function ReferralView() {
  const t = useT();
  const { currency } = useCatalogSettings();
  const { isSignedIn } = useShellState();
  const config = useAccountConfig();
  const isOn = config.data?.isReferralOn === true;
  const query = useQuery({
    queryKey: REFERRAL_QUERY_KEY,
    queryFn: ({ signal }) => fetchReferral(signal),
    enabled: isSignedIn && isOn,
    meta: { silent: true },
  });

  if (!isSignedIn) return <SignInRequired />;
  if (config.data && !isOn) return <FeatureOff />;
  if (query.isError) {
    return (
      <RetryAlert className="space-y-2" onRetry={() => query.refetch()}>
        <p>{t('referral.loadError')}</p>
      </RetryAlert>
    );
  }
  if (!query.data) {
    return (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-44 w-full rounded-2xl" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  const data = query.data;
  const reward = formatAmount(data.reward_per_referral, currency);
  const steps = [
    t('referral.step1'),
    t('referral.step2'),
    t('referral.step3', { reward }),
  ] as const;
  return (
    <div className="space-y-6">
      <ReferralCodeCard code={data.ref_code} reward={reward} />
      <section aria-labelledby="referral-how-title" className="space-y-3">
        <h2 id="referral-how-title" className="text-lg font-bold">
          {t('referral.howItWorks')}
        </h2>
        <ol className="space-y-2">
          {steps.map((step, index) => (
            <li key={step} className="flex items-start gap-3">
              <span
                aria-hidden
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-soft font-bold text-brand"
              >
                {index + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="referral-earned-title" className="space-y-3">
        <h2 id="referral-earned-title" className="text-lg font-bold">
          {t('referral.earnings')}
        </h2>
        <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {[
            [t('referral.joined'), String(data.referred_count)],
            [t('referral.rewarded'), String(data.rewarded_count)],
            [t('referral.earned'), formatAmount(data.earned_total, currency)],
          ].map(([label, value]) => (
            <div key={label} className="rounded-xl border border-line bg-surface-raised p-4">
              <dt className="text-sm text-ink-muted">{label}</dt>
              <dd className="text-2xl font-extrabold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
