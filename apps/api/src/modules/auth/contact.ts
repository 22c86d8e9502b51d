import { randomInt } from 'node:crypto';
import { normalizePhone } from '@marketplace/domain/validation/phone';

/** E-mail as compared and as OTP target: trimmed, lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export { normalizePhone };

const REF_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A customer's own referral code: 10 characters from an alphabet without look-alikes. */
export function generateRefCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += REF_CODE_ALPHABET[randomInt(REF_CODE_ALPHABET.length)];
  return code;
}
