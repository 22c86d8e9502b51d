'use client';

import type { ComponentPropsWithRef } from 'react';
import { CountrySelect } from './country-select';
import { INPUT_CLASS } from './field';

type PhoneInputProps = Omit<ComponentPropsWithRef<'input'>, 'className'> & {
  country: string;
  onCountryChange: (code: string) => void;
  isCountryPickerEnabled: boolean;
  /** The e-mail-or-phone field shows the picker only once the value looks like a number. */
  showCountry?: boolean;
};

/**
 * A phone input with its country picker. The input stays the same element when the picker
 * appears, so typing keeps focus.
 */
export function PhoneInput({
  country,
  onCountryChange,
  isCountryPickerEnabled,
  showCountry = true,
  ...input
}: PhoneInputProps) {
  return (
    <div className="flex gap-2">
      {showCountry ? (
        <CountrySelect
          value={country}
          onChange={onCountryChange}
          isEnabled={isCountryPickerEnabled}
        />
      ) : null}
      <input {...input} className={INPUT_CLASS} />
    </div>
  );
}
