'use client';

import type { ReactNode } from 'react';
import { useT } from '@/features/i18n/i18n-provider';

type OrderSummaryPanelProps = {
  /** The heading's id, which names the region. */
  headingId: string;
  /** What the order is from or of (the store, the parcel's category), once known. */
  subject: { icon: ReactNode; name: string } | null;
  children: ReactNode;
};

/** The summary column of an order form: "Summary", what it is about, then the caller's parts. */
export function OrderSummaryPanel({ headingId, subject, children }: OrderSummaryPanelProps) {
  const t = useT();
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-line p-4 lg:sticky lg:top-4"
    >
      <div>
        <h2 id={headingId} className="text-base font-bold">
          {t('checkout.summary')}
        </h2>
        {subject ? (
          <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted">
            {subject.icon}
            {subject.name}
          </p>
        ) : null}
      </div>
      {children}
    </section>
  );
}
