import { describe, expect, it, vi } from 'vitest';
import { en } from '@/features/i18n/messages/en';
import { createTranslator } from '@/features/i18n/translate';
import { ApiError } from '@/lib/api-client';
import { placeServerErrors } from './server-field-errors';

const t = createTranslator(en);
const fieldOf = (code: string) => (['email', 'phone', 'latitude'].includes(code) ? code : null);

describe('a refused application: the server errors go where the applicant sees them', () => {
  it('a taken e-mail and phone go under their fields, in the server order', () => {
    const setError = vi.fn();
    const placed = placeServerErrors(
      new ApiError(422, [
        { code: 'phone', message: 'phone taken' },
        { code: 'email', message: 'email taken' },
      ]),
      t,
      { fieldOf, setError },
    );
    expect(placed).toEqual({ fields: ['phone', 'email'], messages: [] });
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'email taken' });
  });

  it('an entry that names no field of the form is a message to show', () => {
    const placed = placeServerErrors(
      new ApiError(422, [{ code: 'request', message: 'Bad form' }]),
      t,
      { fieldOf, setError: vi.fn() },
    );
    expect(placed).toEqual({ fields: [], messages: ['Bad form'] });
  });

  it('a rate limit or a network failure is a message, never a field error', () => {
    const setError = vi.fn();
    expect(
      placeServerErrors(
        new ApiError(429, [{ code: 'too_many_requests', message: 'Slow down' }]),
        t,
        {
          fieldOf,
          setError,
        },
      ).messages,
    ).toEqual(['Slow down']);
    expect(
      placeServerErrors(new ApiError(0, [{ code: 'network', message: '' }]), t, {
        fieldOf,
        setError,
      }).messages,
    ).toEqual([t('errors.network')]);
    expect(setError).not.toHaveBeenCalled();
  });
});
