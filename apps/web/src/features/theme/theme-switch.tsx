'use client';

import { Moon, Sun } from 'lucide-react';
import { useTheme } from 'next-themes';
import { useT } from '@/features/i18n/i18n-provider';
import { classNames } from '@/lib/class-names';
import { useIsMounted } from './use-is-mounted';

/** Spec 01 §2 Other: a light/dark switch labelled 'Light Mode' or 'Dark Mode', remembered. */
export function ThemeSwitch({ className }: { className?: string }) {
  const t = useT();
  const { resolvedTheme, setTheme } = useTheme();
  const isMounted = useIsMounted();
  const isDark = isMounted && resolvedTheme === 'dark';
  const label = isDark ? t('theme.dark') : t('theme.light');

  return (
    <button
      type="button"
      role="switch"
      aria-checked={isDark}
      onClick={() => setTheme(isDark ? 'light' : 'dark')}
      className={classNames(
        'inline-flex min-h-10 items-center gap-2 rounded-full border border-line px-3 text-sm font-medium hover:bg-surface-muted',
        className,
      )}
    >
      {isDark ? <Moon aria-hidden className="size-4" /> : <Sun aria-hidden className="size-4" />}
      <span>{label}</span>
      <span
        aria-hidden
        className={classNames(
          'relative inline-flex h-5 w-9 items-center rounded-full transition-colors',
          isDark ? 'bg-brand' : 'bg-line',
        )}
      >
        <span
          className={classNames(
            'absolute size-4 rounded-full bg-white shadow transition-[inset-inline-start]',
            isDark ? 'start-[1.125rem]' : 'start-0.5',
          )}
        />
      </span>
    </button>
  );
}
