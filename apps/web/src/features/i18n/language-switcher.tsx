'use client';

import { Check, ChevronDown, Languages } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { PopoverPanel } from '@/features/ui/popover-panel';
import { classNames } from '@/lib/class-names';
import { applyLanguage } from './apply-language';
import { useI18n } from './i18n-provider';
import type { LanguageOption } from './locale';

const ConfirmDialog = dynamic(
  () => import('@/features/ui/confirm-dialog').then((module) => module.ConfirmDialog),
  { ssr: false },
);

function LanguageList({ onPick }: { onPick: (option: LanguageOption) => void }) {
  const { locale, languages } = useI18n();
  return (
    <ul className="space-y-1">
      {languages.map((option) => {
        const isCurrent = option.key === locale;
        return (
          <li key={option.key}>
            <button
              type="button"
              lang={option.key}
              aria-pressed={isCurrent}
              onClick={() => onPick(option)}
              className={classNames(
                'flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-start text-sm hover:bg-surface-muted',
                isCurrent && 'font-semibold text-brand',
              )}
            >
              {option.label}
              {isCurrent ? <Check aria-hidden className="size-4" /> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The language picker: a popover in the header, an inline list in the mobile drawer. */
export function LanguageSwitcher({ inline = false }: { inline?: boolean }) {
  const { t, locale, languages } = useI18n();
  const [isOpen, setIsOpen] = useState(false);
  const [pending, setPending] = useState<LanguageOption | null>(null);
  const current = languages.find((option) => option.key === locale);
  // The button shows the code; its name contains it too, so speech input can say what is seen.
  const code = locale.toUpperCase();

  function pick(option: LanguageOption) {
    setIsOpen(false);
    if (option.key !== locale) setPending(option);
  }

  const confirm = pending ? (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) setPending(null);
      }}
      title={t('language.confirmTitle')}
      body={t('language.confirmBody', { language: pending.label })}
      confirmLabel={t('language.confirmAction')}
      onConfirm={() => applyLanguage(pending)}
    />
  ) : null;

  if (inline) {
    return (
      <>
        <LanguageList onPick={pick} />
        {confirm}
      </>
    );
  }

  return (
    <>
      <PopoverPanel
        open={isOpen}
        onOpenChange={setIsOpen}
        align="end"
        triggerLabel={t('language.current', { language: current?.label ?? locale, code })}
        triggerClassName="inline-flex min-h-10 items-center gap-1.5 rounded-full border border-line px-3 text-sm hover:bg-surface-muted"
        trigger={
          <>
            <Languages aria-hidden className="size-4" />
            <span>{code}</span>
            <ChevronDown aria-hidden className="size-4 text-ink-muted" />
          </>
        }
        panelLabel={t('language.label')}
        panelClassName="sm:w-48"
      >
        <LanguageList onPick={pick} />
      </PopoverPanel>
      {confirm}
    </>
  );
}
