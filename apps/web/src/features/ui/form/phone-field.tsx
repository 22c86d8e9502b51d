'use client';

import { Field } from './field';
import { PhoneInput } from './phone-input';
import type { FieldBinding } from './use-field-binding';
import type { PhoneCountry } from './use-phone-country';

type PhoneFieldProps = FieldBinding & {
  label: string;
  /** What is typed so far: a number that starts with '+' carries its own code, so no picker. */
  typed: string;
  phoneCountry: PhoneCountry;
  isCountryPickerEnabled: boolean;
  placeholder?: string;
};

/** A labelled phone number input with its country picker and its error. */
export function PhoneField({
  label,
  error,
  registration,
  typed,
  phoneCountry,
  isCountryPickerEnabled,
  placeholder,
}: PhoneFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <PhoneInput
          {...control}
          {...registration}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={placeholder}
          country={phoneCountry.country}
          onCountryChange={phoneCountry.setCountry}
          isCountryPickerEnabled={isCountryPickerEnabled}
          showCountry={!typed.trim().startsWith('+')}
        />
      )}
    </Field>
  );
}
