'use client';

import type { UpdateAccountSettingsBody } from '@marketplace/contract/account-settings';
import { useQueryClient } from '@tanstack/react-query';
import { useTheme } from 'next-themes';
import { useId, useState } from 'react';
import { SignInRequired } from '@/features/account/sign-in-required';
import { showFormErrors } from '@/features/auth/server-errors';
import { applyLanguage } from '@/features/i18n/apply-language';
import { useI18n } from '@/features/i18n/i18n-provider';
import { useShellState } from '@/features/shell/shell-state-provider';
import { notify } from '@/features/ui/notify';
import { RetryAlert } from '@/features/ui/retry-alert';
import { Skeleton } from '@/features/ui/skeleton';
import { classNames } from '@/lib/class-names';
import { useQuery } from '@/lib/hydration-safe-query';
import { ACCOUNT_SETTINGS_KEY, fetchAccountSettings, saveAccountSettings } from './settings-api';

const CHOICE =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 has-[:checked]:border-brand has-[:checked]:bg-brand-soft border-line';

/** /settings: language, theme and the notification preference, saved for the account. */
export function SettingsView() {
  const { t, locale, languages } = useI18n();
  const { isSignedIn } = useShellState();
  const { resolvedTheme, setTheme } = useTheme();
  const queryClient = useQueryClient();
  const [isBusy, setIsBusy] = useState(false);
  const ids = { language: useId(), theme: useId(), notifications: useId() };
  const query = useQuery({
    queryKey: ACCOUNT_SETTINGS_KEY,
    queryFn: ({ signal }) => fetchAccountSettings(signal),
    enabled: isSignedIn,
    meta: { silent: true },
  });

  async function save(body: UpdateAccountSettingsBody): Promise<boolean> {
    setIsBusy(true);
    try {
      const answer = await saveAccountSettings(body);
      queryClient.setQueryData(ACCOUNT_SETTINGS_KEY, answer.settings);
      notify('success', t('settings.saved'), 'settings-saved');
      return true;
    } catch (failure) {
      showFormErrors(failure, t);
      return false;
    } finally {
      setIsBusy(false);
    }
  }

  if (!isSignedIn) return <SignInRequired />;
  if (query.isError) {
    return (
      <RetryAlert className="space-y-2" onRetry={() => query.refetch()}>
        <p>{t('settings.loadError')}</p>
      </RetryAlert>
    );
  }
  if (!query.data) return <Skeleton className="h-72 w-full" />;
  const theme = query.data.theme ?? (resolvedTheme === 'dark' ? 'dark' : 'light');
  const isNotifying = query.data.notification_status === 1;

  return (
    <div className="space-y-6">
      <fieldset className="space-y-2" disabled={isBusy}>
        <legend id={ids.language} className="mb-2 text-lg font-bold">
          {t('settings.language')}
        </legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {languages.map((option) => (
            <label key={option.key} className={CHOICE} lang={option.key}>
              <input
                type="radio"
                name="language"
                className="size-4 accent-brand"
                checked={option.key === locale}
                onChange={async () => {
                  if (await save({ language: option.key as 'en' | 'es' | 'fr' })) {
                    applyLanguage(option);
                  }
                }}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="space-y-2" disabled={isBusy}>
        <legend id={ids.theme} className="mb-2 text-lg font-bold">
          {t('settings.theme')}
        </legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {(['light', 'dark'] as const).map((value) => (
            <label key={value} className={CHOICE}>
              <input
                type="radio"
                name="theme"
                className="size-4 accent-brand"
                checked={theme === value}
                onChange={async () => {
                  setTheme(value);
                  await save({ theme: value });
                }}
              />
              {value === 'light' ? t('settings.light') : t('settings.dark')}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex items-center justify-between gap-4 rounded-xl border border-line p-4">
        <div>
          <p id={ids.notifications} className="font-bold">
            {t('settings.notifications')}
          </p>
          <p className="text-sm text-ink-muted">{t('settings.notificationsHint')}</p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={isNotifying}
          aria-labelledby={ids.notifications}
          disabled={isBusy}
          onClick={() => save({ notification_status: isNotifying ? 0 : 1 })}
          className={classNames(
            'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:opacity-60',
            isNotifying ? 'bg-brand' : 'bg-line',
          )}
        >
          <span
            className={classNames(
              'absolute size-5 rounded-full bg-white shadow transition-[inset-inline-start]',
              isNotifying ? 'start-6' : 'start-1',
            )}
          />
        </button>
      </div>
    </div>
  );
}
