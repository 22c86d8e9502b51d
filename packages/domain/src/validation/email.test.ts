import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isValidEmail } from './email';

describe('e-mail pattern (spec 01 §5: newsletter and sign-up e-mail must match a standard pattern)', () => {
  it.each(['demo@example.com', 'first.last+tag@sub.example.co.uk', 'a@b.io'])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    '',
    'plain',
    'no-at.example.com',
    'two@@example.com',
    'space in@example.com',
    'x@example',
    'x@.com',
    'x@example.c',
  ])('rejects %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it(`rejects addresses longer than the ${EMAIL_MAX_LENGTH}-character maximum`, () => {
    const local = 'a'.repeat(EMAIL_MAX_LENGTH);
    expect(isValidEmail(`${local}@example.com`)).toBe(false);
  });
});
