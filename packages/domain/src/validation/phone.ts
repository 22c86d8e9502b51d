/** Spec 01 §5: an optional plus, a non-zero first digit, then up to 15 digits. */
const PHONE_PATTERN = /^\+?[1-9]\d{1,14}$/;

export const PHONE_MIN_LENGTH = 10;

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/** The phone input keeps digits with an optional leading plus. */
export function keepPhoneCharacters(value: string): string {
  const hasPlus = value.trimStart().startsWith('+');
  const digits = value.replace(/\D/g, '');
  return hasPlus ? `+${digits}` : digits;
}

/** Numbers are normalised to start with '+'. */
export function normalizePhone(value: string): string {
  const kept = keepPhoneCharacters(value);
  return kept.startsWith('+') ? kept : `+${kept}`;
}
