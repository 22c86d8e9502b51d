import { describe, expect, it } from 'vitest';
import { translate } from './translate';

describe('translate', () => {
  const translations = { es: { name: 'Comida', description: ' ' } };

  it('uses the locale text when there is one', () => {
    expect(translate(translations, 'es', 'name', 'Food')).toBe('Comida');
  });

  it('falls back to the base text when missing or blank', () => {
    expect(translate(translations, 'fr', 'name', 'Food')).toBe('Food');
    expect(translate(translations, 'es', 'description', 'Base')).toBe('Base');
  });

  it('keeps the base text for English', () => {
    expect(translate({ en: { name: 'Other' } }, 'en', 'name', 'Food')).toBe('Food');
  });
});
