import { useState } from 'react';
import { findCountry } from './countries';
import { buildPhoneNumber } from './phone-number';

export type PhoneCountry = {
  /** The code picked in front of the phone input. */
  country: string;
  setCountry: (code: string) => void;
  /** The full international number of what was typed, with the picked dialling code. */
  toFullNumber: (typed: string) => string;
};

/** The dialling country of a form's phone input, starting from `initial`. */
export function usePhoneCountry(initial: string): PhoneCountry {
  const [country, setCountry] = useState(initial);
  return {
    country,
    setCountry,
    toFullNumber: (typed) => buildPhoneNumber(findCountry(country).dial, typed),
  };
}
