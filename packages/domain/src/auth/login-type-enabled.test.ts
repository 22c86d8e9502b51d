import { describe, expect, it } from 'vitest';
import { isLoginTypeEnabled, isSocialMediumEnabled } from './login-type-enabled';

const flags = { manual_login_status: 1, otp_login_status: 0, social_login_status: 1 } as const;

describe('a login type works only when its centralized flag is 1 (spec 01 §4)', () => {
  it.each([
    ['manual', true],
    ['otp', false],
    ['social', true],
  ] as const)('%s → %s', (type, enabled) => expect(isLoginTypeEnabled(type, flags)).toBe(enabled));
});

describe('social providers need their own status and the centralized flag (spec 01 §4)', () => {
  it('is on when both are on and a client id is configured', () => {
    expect(isSocialMediumEnabled(flags, { status: true, client_id: 'id' })).toBe(true);
  });
  it('is off when the provider is off, social login is off, or there is no client id', () => {
    expect(isSocialMediumEnabled(flags, { status: false, client_id: 'id' })).toBe(false);
    expect(
      isSocialMediumEnabled({ social_login_status: 0 }, { status: true, client_id: 'id' }),
    ).toBe(false);
    expect(isSocialMediumEnabled(flags, { status: true, client_id: null })).toBe(false);
  });
});
