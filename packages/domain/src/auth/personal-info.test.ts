import { describe, expect, it } from 'vitest';
import { hasPersonalInfo, splitFullName } from './personal-info';

describe('is_personal_info 0 leads to the user_info step (spec 01 §4)', () => {
  it('is missing while the account has no name', () => {
    expect(hasPersonalInfo({ fName: '' })).toBe(false);
    expect(hasPersonalInfo({ fName: '  ' })).toBe(false);
    expect(hasPersonalInfo({ fName: 'Ana' })).toBe(true);
  });
});

describe('the name field is stored as first and last name', () => {
  it.each([
    ['Ana', 'Ana', ''],
    ['Ana Maria  Lopez', 'Ana', 'Maria Lopez'],
    ['  Jo  ', 'Jo', ''],
  ])('%j → %j + %j', (name, fName, lName) => expect(splitFullName(name)).toEqual({ fName, lName }));
});
