'use client';

import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Field, INPUT_CLASS } from './field';
import type { FieldBinding } from './use-field-binding';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = FieldBinding & {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice ('Select a zone'): the field is empty until one is chosen. */
  placeholder?: string;
  hint?: ReactNode;
} & Pick<ComponentPropsWithoutRef<'select'>, 'disabled' | 'autoComplete'>;

/** A labelled drop-down of a form, its error tied to it. */
export function SelectField({
  label,
  error,
  registration,
  options,
  placeholder,
  hint,
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <select {...control} {...registration} {...select} className={INPUT_CLASS}>
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
