import { describe, expect, it } from 'vitest';
import { en } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';
import { interpolate } from './translate';

describe('message interpolation', () => {
  it('fills {name} placeholders', () => {
    expect(interpolate('Hello {name}, {count} items', { name: 'Ana', count: 3 })).toBe(
      'Hello Ana, 3 items',
    );
  });

  it('leaves unknown placeholders visible so gaps are noticed', () => {
    expect(interpolate('Hello {name}', {})).toBe('Hello {name}');
  });
});

describe('every UI string exists in English, Spanish and French', () => {
  const keys = Object.keys(en).sort();

  it.each([
    ['es', es],
    ['fr', fr],
  ])('%s has exactly the English keys, each non-empty', (_locale, catalogue) => {
    expect(Object.keys(catalogue).sort()).toEqual(keys);
    for (const value of Object.values(catalogue)) expect(String(value).trim()).not.toBe('');
  });

  it('keeps the same placeholders in every translation', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of keys) {
      const source = placeholders(en[key as keyof typeof en]);
      expect(placeholders(es[key as keyof typeof es])).toEqual(source);
      expect(placeholders(fr[key as keyof typeof fr])).toEqual(source);
    }
  });
});
