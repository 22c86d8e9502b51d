import { describe, expect, it } from 'vitest';
import { REMEMBERED_LOGIN_KEY, readRememberedLogin, saveRememberedLogin } from './remembered-login';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe("'Remember me' keeps the identifier, never the password (spec 01 §4)", () => {
  it('saves the identifier and country and reads them back', () => {
    const storage = memoryStorage();
    saveRememberedLogin(true, { identifier: 'demo@example.com', country: null }, storage);
    expect(readRememberedLogin(storage)).toEqual({ identifier: 'demo@example.com', country: null });
  });

  it('stores nothing but the identifier and country, even if handed more', () => {
    const storage = memoryStorage();
    const login = { identifier: '5550000001', country: 'US', password: 'demo1234' };
    saveRememberedLogin(true, login, storage);
    const stored = storage.values.get(REMEMBERED_LOGIN_KEY) ?? '';
    expect(stored).not.toContain('demo1234');
    expect(JSON.parse(stored)).toEqual({ identifier: '5550000001', country: 'US' });
  });

  it('forgets what was saved when the box is unticked', () => {
    const storage = memoryStorage();
    saveRememberedLogin(true, { identifier: 'demo@example.com', country: null }, storage);
    saveRememberedLogin(false, { identifier: 'demo@example.com', country: null }, storage);
    expect(readRememberedLogin(storage)).toBeNull();
  });

  it('ignores damaged or foreign values', () => {
    const storage = memoryStorage();
    storage.setItem(REMEMBERED_LOGIN_KEY, '{not json');
    expect(readRememberedLogin(storage)).toBeNull();
    storage.setItem(REMEMBERED_LOGIN_KEY, JSON.stringify({ identifier: 42 }));
    expect(readRememberedLogin(storage)).toBeNull();
  });

  it('works without storage (blocked by the browser)', () => {
    expect(readRememberedLogin(null)).toBeNull();
    expect(() => saveRememberedLogin(true, { identifier: 'x', country: null }, null)).not.toThrow();
  });
});
