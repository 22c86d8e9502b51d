import { keepPhoneCharacters, normalizePhone } from '@marketplace/domain/validation/phone';

/**
 * The full international number from the picker's dialling code and what was typed: a number
 * typed with its own '+' wins; otherwise the dialling code goes in front (a trunk 0 is dropped).
 */
export function buildPhoneNumber(dial: string, typed: string): string {
  const kept = keepPhoneCharacters(typed);
  if (kept.startsWith('+')) return normalizePhone(kept);
  const local = kept.replace(/^0+/, '');
  if (!local) return '';
  return normalizePhone(`${dial}${local}`);
}
