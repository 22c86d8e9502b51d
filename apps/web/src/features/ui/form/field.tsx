'use client';

import { type ReactNode, useId } from 'react';
import { classNames } from '@/lib/class-names';

export const INPUT_CLASS =
  'min-h-11 w-full min-w-0 rounded-lg border border-line bg-surface px-3 text-base outline-none focus:border-brand aria-[invalid=true]:border-danger disabled:opacity-60';

export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldProps = {
  label: ReactNode;
  /** Shown under the control and tied to it with aria-describedby. */
  error?: string | null;
  hint?: ReactNode;
  /** Keeps a line free for the error, so one appearing on blur never shifts what is below. */
  reserveErrorSpace?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A labelled control with its hint and error tied to it for assistive technology. */
export function Field({
  label,
  error,
  hint,
  reserveErrorSpace = false,
  className,
  children,
}: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={classNames('space-y-1', className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error || reserveErrorSpace ? (
        <p id={errorId} className="min-h-5 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
