'use client';

import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { classNames } from '@/lib/class-names';
import { Field, type FieldControlProps, INPUT_CLASS } from './field';
import type { FieldBinding } from './use-field-binding';

/** What the field sets on its control itself. */
type OwnProps = keyof FieldControlProps | 'name' | 'onChange' | 'onBlur' | 'className';

type TextFieldProps = FieldBinding & { label: ReactNode } & Omit<
    ComponentPropsWithoutRef<'input'>,
    OwnProps
  >;

type TextAreaFieldProps = FieldBinding & { label: ReactNode } & Omit<
    ComponentPropsWithoutRef<'textarea'>,
    OwnProps
  >;

/** A labelled single-line input of a form, its error tied to it. */
export function TextField({ label, error, registration, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => <input {...control} {...registration} {...input} className={INPUT_CLASS} />}
    </Field>
  );
}

/** A labelled multi-line input of a form, its error tied to it. */
export function TextAreaField({ label, error, registration, ...textarea }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <textarea
          {...control}
          {...registration}
          {...textarea}
          className={classNames(INPUT_CLASS, 'py-2')}
        />
      )}
    </Field>
  );
}
