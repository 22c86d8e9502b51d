'use client';

import { useId } from 'react';
import { useT } from '@/features/i18n/i18n-provider';

/** 'Remember me': keeps the identifier for next time, and the session past this browser visit. */
export function RememberCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-[var(--brand)]"
      />
      <label htmlFor={id} className="text-sm">
        {t('auth.rememberMe')}
      </label>
    </div>
  );
}
