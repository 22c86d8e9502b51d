'use client';

import { useId } from 'react';
import { classNames } from '@/lib/class-names';
import type { SelectOption } from './select-field';
import type { FieldBinding } from './use-field-binding';

type ChoiceFieldProps = FieldBinding & {
  legend: string;
  options: readonly SelectOption[];
  /** Shown under the legend, tied to the group. */
  hint?: string;
};

/** A few exclusive choices shown side by side as radio buttons (a fieldset with its legend). */
export function ChoiceField({ legend, options, hint, error, registration }: ChoiceFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className="space-y-1" aria-describedby={describedBy || undefined}>
      <legend className="mb-1 block text-sm font-medium">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={classNames(
              'flex min-h-11 flex-1 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 text-sm font-medium',
              'has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand',
            )}
          >
            <input
              type="radio"
              value={option.value}
              {...registration}
              aria-invalid={error ? true : undefined}
              className="accent-[var(--brand)]"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
