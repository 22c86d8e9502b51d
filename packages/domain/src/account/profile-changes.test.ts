import { describe, expect, it } from 'vitest';
import {
  getChangeToVerify,
  getProfileChanges,
  getRemovedVerifiedContact,
  hasProfileChanges,
  type ProfileSnapshot,
  splitFullName,
} from './profile-changes';

const current: ProfileSnapshot = {
  fName: 'Ada',
  lName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+15550001111',
  isPhoneVerified: true,
  isEmailVerified: false,
};
const same = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '+15550001111',
  hasPassword: false,
};

describe('profile changes (spec 02 §4 profile update, §8 messages)', () => {
  it("'No changes found to update.' when nothing differs (e-mail case and name spacing ignored)", () => {
    const changes = getProfileChanges(current, {
      ...same,
      name: '  Ada   Lovelace ',
      email: 'ADA@example.com',
    });
    expect(hasProfileChanges(changes)).toBe(false);
  });

  it("'Updated successfully.' path: only the changed fields are written", () => {
    expect(getProfileChanges(current, { ...same, name: 'Ada King Lovelace' })).toEqual({
      lName: 'King Lovelace',
    });
    expect(getProfileChanges(current, { ...same, hasPassword: true })).toEqual({ password: true });
  });

  it('the single name field splits into first name and the rest', () => {
    expect(splitFullName('Ada')).toEqual({ fName: 'Ada', lName: '' });
    expect(splitFullName(' Jean  Luc Picard ')).toEqual({ fName: 'Jean', lName: 'Luc Picard' });
  });

  it('changing a verified phone is confirmed with a code to the new phone', () => {
    const changes = getProfileChanges(current, { ...same, phone: '+15550002222' });
    expect(getChangeToVerify(current, changes)).toBe('phone');
  });

  it('changing an unverified e-mail needs no code', () => {
    const changes = getProfileChanges(current, { ...same, email: 'new@example.com' });
    expect(getChangeToVerify(current, changes)).toBeNull();
  });

  it('the phone is verified before the e-mail when both verified contacts change', () => {
    const verified = { ...current, isEmailVerified: true };
    const changes = getProfileChanges(verified, {
      ...same,
      phone: '+15550002222',
      email: 'b@example.com',
    });
    expect(getChangeToVerify(verified, changes)).toBe('phone');
    expect(getChangeToVerify(verified, { email: 'b@example.com' })).toBe('email');
  });

  it('a verified contact cannot be removed', () => {
    const changes = getProfileChanges(current, { ...same, phone: null });
    expect(getRemovedVerifiedContact(current, changes)).toBe('phone');
    expect(
      getRemovedVerifiedContact(current, getProfileChanges(current, { ...same, email: null })),
    ).toBeNull();
  });
});
