import { describe, expect, it } from 'vitest';
import {
  LatitudeHeaderSchema,
  ModuleIdHeaderSchema,
  resolveLocale,
  ZoneIdHeaderSchema,
} from './headers';

describe('zoneId header: a JSON list of zone ids, or a bare number', () => {
  it('parses a JSON list', () => {
    expect(ZoneIdHeaderSchema.parse('[1,3]')).toEqual([1, 3]);
  });

  it('accepts a bare number', () => {
    expect(ZoneIdHeaderSchema.parse('3')).toEqual([3]);
  });

  it('drops duplicate ids', () => {
    expect(ZoneIdHeaderSchema.parse('[2,2,5]')).toEqual([2, 5]);
  });

  it.each(['', 'abc', '[1,"x"]', '[0]', '[-1]', '{"a":1}', '1; drop table zones', '[1.5]'])(
    'rejects %j',
    (raw) => {
      expect(ZoneIdHeaderSchema.safeParse(raw).success).toBe(false);
    },
  );
});

describe('moduleId header', () => {
  it('parses a module id', () => {
    expect(ModuleIdHeaderSchema.parse('4')).toBe(4);
  });

  it.each(['x', '-1', '1.5', '1 OR 1=1'])('rejects %j', (raw) => {
    expect(ModuleIdHeaderSchema.safeParse(raw).success).toBe(false);
  });
});

describe('latitude header is a validated number, never pasted into SQL', () => {
  it('accepts a latitude', () => {
    expect(LatitudeHeaderSchema.parse('23.78')).toBe(23.78);
  });

  it.each(['91', 'north', '1e400'])('rejects %j', (raw) => {
    expect(LatitudeHeaderSchema.safeParse(raw).success).toBe(false);
  });
});

describe('X-localization: en, es, fr; others fall back to en', () => {
  it.each([
    ['es', 'es'],
    ['fr-FR', 'fr'],
    ['de', 'en'],
    [undefined, 'en'],
  ] as const)('%j → %s', (input, expected) => {
    expect(resolveLocale(input)).toBe(expected);
  });
});
