import { describe, expect, it } from 'vitest';
import { hashPassword as seedHashPassword } from '../../db/seed/customers';
import { hashPassword, verifyPassword } from './password-hash';

describe('passwords are hashed with scrypt (memory-hard), salted, and compared in constant time', () => {
  it('verifies its own hashes and refuses other passwords', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsf', stored)).toBe(false);
  });

  it('salts every hash differently', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it("verifies the demo seed's format", async () => {
    expect(await verifyPassword('demo1234', seedHashPassword('demo1234'))).toBe(true);
  });

  it('refuses when there is no hash or a malformed one', async () => {
    expect(await verifyPassword('anything', null)).toBe(false);
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
    expect(await verifyPassword('anything', 'scrypt$3$8$1$c2FsdA==$aGFzaA==')).toBe(false);
  });
});
