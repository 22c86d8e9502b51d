'use client';

import { useId } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { CheckoutSection } from './checkout-section';

const MAX_NOTE = 1000;

/** A note for the store (optional). */
export function OrderNoteSection({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const id = useId();
  const countId = useId();
  return (
    <CheckoutSection title={t('checkout.orderNote')}>
      <label htmlFor={id} className="sr-only">
        {t('checkout.orderNote')}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={MAX_NOTE}
        rows={3}
        aria-describedby={countId}
        placeholder={t('checkout.orderNotePlaceholder')}
        className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm"
      />
      <p id={countId} className="text-end text-xs text-ink-muted">
        {t('checkout.noteCount', { count: value.length, max: MAX_NOTE })}
      </p>
    </CheckoutSection>
  );
}
