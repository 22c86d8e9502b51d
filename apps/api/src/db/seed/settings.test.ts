import { describe, expect, it } from 'vitest';
import { MediaBag, type SeedContext } from './context';
import { buildSettings } from './settings';

const ctx = { now: new Date('2026-11-28T00:00:00Z'), media: new MediaBag() } as SeedContext;

describe('the demo business settings', () => {
  it('offer no social sign-in without a Google client id, so the demo loads nothing from Google', () => {
    const settings = buildSettings(ctx);
    expect(settings.google_login).toEqual({ status: false, client_id: null });
    expect(settings.social_login_status).toBe(0);
  });

  it('offer Google sign-in with the client id the demo was started with', () => {
    const settings = buildSettings(ctx, { googleClientId: '123-abc.apps.googleusercontent.com' });
    expect(settings.google_login).toEqual({
      status: true,
      client_id: '123-abc.apps.googleusercontent.com',
    });
    expect(settings.social_login_status).toBe(1);
  });
});
