import { beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '@/features/i18n/messages/en';
import { createTranslator } from '@/features/i18n/translate';
import { ApiError } from '@/lib/api-client';
import { handleApiFailure } from './query-client';

const notify = vi.hoisted(() => vi.fn());
vi.mock('@/features/ui/notify', () => ({ notify }));

const t = createTranslator(en);

function deps(hasToken: boolean) {
  return { hasToken: () => hasToken, t: () => t, endSession: vi.fn() };
}

beforeEach(() => notify.mockReset());

describe('spec 02 §8: a 401 while a token is held ends the session', () => {
  it("toasts the server's message, drops the token and goes home", () => {
    const d = deps(true);
    const error = new ApiError(401, [{ code: 'auth-001', message: 'Your token has been expired' }]);
    handleApiFailure(error, false, d);
    expect(notify).toHaveBeenCalledWith('error', 'Your token has been expired', 'session-ended');
    expect(d.endSession).toHaveBeenCalledOnce();
  });

  it('does nothing to the session when no token was held', () => {
    const d = deps(false);
    handleApiFailure(new ApiError(401, [{ code: 'auth-001', message: 'Unauthorized' }]), false, d);
    expect(d.endSession).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith('error', 'Unauthorized');
  });
});

describe('spec 02 §8: other errors toast the response messages without duplicates', () => {
  it('shows each distinct message once', () => {
    const error = new ApiError(422, [
      { code: 'email', message: 'Please insert a valid email.' },
      { code: 'email', message: 'Please insert a valid email.' },
      { code: 'phone', message: 'Invalid phone number' },
    ]);
    handleApiFailure(error, false, deps(false));
    expect(notify.mock.calls).toEqual([
      ['error', 'Please insert a valid email.'],
      ['error', 'Invalid phone number'],
    ]);
  });

  it('stays quiet for calls marked silent', () => {
    handleApiFailure(
      new ApiError(404, [{ code: 'page', message: 'Not found' }]),
      true,
      deps(false),
    );
    expect(notify).not.toHaveBeenCalled();
  });

  it('falls back to a generic sentence when the server said nothing', () => {
    handleApiFailure(new Error('boom'), false, deps(false));
    expect(notify).toHaveBeenCalledWith('error', t('errors.generic'));
  });
});
