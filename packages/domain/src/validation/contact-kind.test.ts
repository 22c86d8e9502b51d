import { describe, expect, it } from 'vitest';
import { classifyContact, looksLikePhone } from './contact-kind';

describe('a contact input is classed as email, phone or invalid by pattern (spec 02 §5)', () => {
  it('classes e-mail addresses', () => {
    expect(classifyContact('demo@example.com')).toBe('email');
  });

  it('classes phone numbers, tolerating spaces and dashes', () => {
    expect(classifyContact('+1 555-000-0001')).toBe('phone');
  });

  it('classes anything else as invalid', () => {
    expect(classifyContact('hello')).toBe('invalid');
  });
});

describe('the sign-in field becomes a phone input when the value looks like a phone number', () => {
  it.each(['1', '+1', '5550001'])('%s looks like a phone', (v) =>
    expect(looksLikePhone(v)).toBe(true),
  );
  it.each(['', '+', 'a1', 'demo@'])('%j does not', (v) => expect(looksLikePhone(v)).toBe(false));
});
