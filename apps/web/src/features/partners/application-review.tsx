'use client';

import { Pencil } from 'lucide-react';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';

export type ReviewSection = {
  title: string;
  /** The step that edits it. */
  step: number;
  rows: readonly { label: string; value: string | null }[];
};

/** The last step: what will be sent, section by section, each with Edit back to its step. */
export function ApplicationReview({
  sections,
  onEdit,
}: {
  sections: readonly ReviewSection[];
  onEdit: (step: number) => void;
}) {
  const t = useT();
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-muted">{t('partners.reviewIntro')}</p>
      {sections.map((section) => (
        <section key={section.title} className="rounded-xl border border-line p-3 sm:p-4">
          <div className="flex items-center justify-between gap-3">
            <h3 className="font-semibold">{section.title}</h3>
            <button
              type="button"
              className={buttonClass('ghost', 'sm')}
              onClick={() => onEdit(section.step)}
              aria-label={`${t('partners.edit')}: ${section.title}`}
            >
              <Pencil aria-hidden className="size-4" />
              {t('partners.edit')}
            </button>
          </div>
          <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
            {section.rows.map((row) => (
              <div key={row.label} className="contents">
                <dt className="text-ink-muted">{row.label}</dt>
                <dd className="break-words font-medium">{row.value || t('partners.notGiven')}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
