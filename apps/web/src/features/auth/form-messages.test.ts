import { ManualLoginFormSchema, SignUpFormSchema } from '@marketplace/contract/auth-login';
import * as auth from '@marketplace/contract/auth-messages';
import { INTEREST_REQUIRED } from '@marketplace/contract/customer';
import { describe, expect, it } from 'vitest';
import { en } from '@/features/i18n/messages/en';
import { es } from '@/features/i18n/messages/es';
import { createTranslator } from '@/features/i18n/translate';
import { FORM_MESSAGE_KEYS, translateFormMessage } from './form-messages';

const FORM_MESSAGES = [
  auth.EMAIL_OR_PHONE_REQUIRED,
  auth.EMAIL_OR_PHONE_INVALID,
  auth.PASSWORD_REQUIRED,
  auth.PASSWORD_TOO_SHORT,
  auth.PASSWORD_TOO_LONG,
  auth.OTP_PHONE_REQUIRED,
  auth.PHONE_TOO_SHORT,
  auth.PHONE_INVALID,
  auth.NAME_REQUIRED,
  auth.EMAIL_INVALID,
  auth.EMAIL_REQUIRED,
  auth.PHONE_REQUIRED,
  auth.PROFILE_NAME_REQUIRED,
  auth.CONFIRM_PASSWORD_REQUIRED,
  auth.PASSWORDS_MUST_MATCH,
  auth.TERMS_REQUIRED,
  auth.OTP_EMPTY,
  auth.OTP_SIX_DIGITS,
  auth.RESET_PHONE_REQUIRED,
  auth.RESET_PHONE_DIGITS,
  auth.RESET_EMAIL_REQUIRED,
  auth.RESET_EMAIL_INVALID,
  auth.RESET_PASSWORD_REQUIRED,
  auth.RESET_CONFIRM_REQUIRED,
  INTEREST_REQUIRED,
];

describe("the contract's validation messages in the current language", () => {
  it.each(FORM_MESSAGES)('%j has a catalogue entry with the same English wording', (message) => {
    const key = FORM_MESSAGE_KEYS[message];
    expect(key).toBeDefined();
    expect(en[key as keyof typeof en]).toBe(message);
  });

  it('translates a known message and passes an unknown (server) message through', () => {
    const t = createTranslator(es);
    expect(translateFormMessage(auth.PASSWORDS_MUST_MATCH, t)).toBe(
      'Las contraseñas deben coincidir',
    );
    expect(translateFormMessage('The email has already been taken.', t)).toBe(
      'The email has already been taken.',
    );
    expect(translateFormMessage(undefined, t)).toBeNull();
  });
});

describe('the contract schemas the forms use (spec 01 §5 rules)', () => {
  it('manual sign-in: required, e-mail or phone, password of at least 6', () => {
    // The form shows the first message of each field (react-hook-form's default).
    const issues = (body: object) => {
      const first = new Map<string, string>();
      for (const issue of ManualLoginFormSchema.safeParse(body).error?.issues ?? []) {
        const path = issue.path.join('.');
        if (!first.has(path)) first.set(path, issue.message);
      }
      return [...first.values()];
    };
    expect(issues({ email_or_phone: '', password: '' })).toEqual([
      auth.EMAIL_OR_PHONE_REQUIRED,
      auth.PASSWORD_REQUIRED,
    ]);
    expect(issues({ email_or_phone: 'not valid', password: '12345' })).toEqual([
      auth.EMAIL_OR_PHONE_INVALID,
      auth.PASSWORD_TOO_SHORT,
    ]);
    expect(issues({ email_or_phone: '5550000001', password: '123456' })).toEqual([]);
  });

  it('sign-up: the terms must be ticked and the passwords must match', () => {
    const result = SignUpFormSchema.safeParse({
      name: 'Ana',
      email: 'ana@example.com',
      phone: '+15550000002',
      password: 'secret1',
      confirm_password: 'secret2',
      terms: false,
    });
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toContain(auth.TERMS_REQUIRED);
  });
});
