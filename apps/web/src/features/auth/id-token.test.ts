import { describe, expect, it } from 'vitest';
import { readIdTokenClaims } from './id-token';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe("reading a provider ID token's claims (the server verifies it)", () => {
  it('reads sub and email, including non-ASCII', () => {
    const token = `${encode({ alg: 'RS256' })}.${encode({ sub: '123', email: 'zoë@example.com' })}.sig`;
    expect(readIdTokenClaims(token)).toEqual({ sub: '123', email: 'zoë@example.com' });
  });

  it('answers nothing for a malformed token', () => {
    expect(readIdTokenClaims('not-a-jwt')).toEqual({});
    expect(readIdTokenClaims('a.%%%.c')).toEqual({});
  });
});
