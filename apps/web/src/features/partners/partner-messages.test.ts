import * as partners from '@marketplace/contract/partners';
import { describe, expect, it } from 'vitest';
import { en } from '@/features/i18n/messages/en';
import { es } from '@/features/i18n/messages/es';
import { createTranslator } from '@/features/i18n/translate';
import { translatePartnerMessage } from './partner-messages';

/** The operator's own answers never reach the applicant's forms. */
const OPERATOR_ONLY = new Set([
  'REJECTION_REASON_REQUIRED',
  'REJECTION_REASON_TOO_LONG',
  'APPLICATION_NOT_FOUND',
  'APPLICATION_ALREADY_DECIDED',
]);

describe('partner sign-up messages in the visitor language', () => {
  const applicantMessages = Object.entries(partners as Record<string, unknown>).flatMap(
    ([name, value]) =>
      /^[A-Z_]+$/.test(name) && typeof value === 'string' && !OPERATOR_ONLY.has(name)
        ? [[name, value] as const]
        : [],
  );

  it('every message the contract answers an applicant with has its catalogue entry', () => {
    const tEs = createTranslator(es);
    for (const [, message] of applicantMessages) {
      expect(translatePartnerMessage(message, tEs), message).not.toBe(message);
    }
  });

  it('the English entries keep the contract wording', () => {
    const tEn = createTranslator(en);
    for (const [, message] of applicantMessages) {
      expect(translatePartnerMessage(message, tEn)).toBe(message);
    }
  });
});
