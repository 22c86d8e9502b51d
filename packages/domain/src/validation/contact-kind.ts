import { isValidEmail } from './email';
import { isValidPhone } from './phone';

export type ContactKind = 'email' | 'phone' | 'invalid';

/** Spec 02 §5: a contact input is classed as email, phone or invalid by pattern. */
export function classifyContact(value: string): ContactKind {
  const trimmed = value.trim();
  if (isValidEmail(trimmed)) return 'email';
  if (isValidPhone(trimmed.replace(/[\s-]/g, ''))) return 'phone';
  return 'invalid';
}

/** The sign-in field turns into a phone input once what is typed looks like a number. */
export function looksLikePhone(value: string): boolean {
  return /^\+?\d+$/.test(value.trim()) && value.trim().replace('+', '').length > 0;
}
