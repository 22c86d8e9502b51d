import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));

const INSTANT = '2026-11-24T09:00:00+06:00';
const cookies = (values: Record<string, string>) => (name: string) => values[name];

/** The module as a storefront started with this E2E_FIXTURES reads it (serverEnv is parsed once). */
async function loadWith(flag: string | undefined) {
  vi.resetModules();
  vi.stubEnv('E2E_FIXTURES', flag);
  return import('./e2e-clock');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the journeys’ clock in the storefront (decision 0046)', () => {
  it('passes the e2e_clock cookie’s instant to the API when E2E_FIXTURES is on', async () => {
    const { passE2eClock, readE2eClock } = await loadWith('on');
    const instant = readE2eClock(cookies({ e2e_clock: INSTANT }));
    expect(instant).toBe(INSTANT);
    const headers = new Headers();
    passE2eClock(instant, headers);
    expect(headers.get('x-e2e-clock')).toBe(INSTANT);
  });

  it('ignores the cookie in any other storefront, and anything that is not an instant', async () => {
    const off = await loadWith(undefined);
    expect(off.readE2eClock(cookies({ e2e_clock: INSTANT }))).toBeNull();
    const headers: Record<string, string> = {};
    off.passE2eClock(off.readE2eClock(cookies({ e2e_clock: INSTANT })), headers);
    expect(headers).toEqual({});
    const on = await loadWith('on');
    expect(on.readE2eClock(cookies({ e2e_clock: 'tuesday morning' }))).toBeNull();
    expect(on.readE2eClock(cookies({}))).toBeNull();
  });
});
