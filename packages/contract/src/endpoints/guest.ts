import { endpoint } from '../endpoint';

/**
 * POST /auth/guest/request: a new guest id (spec 02 §4); 429 past GUEST_ID_RATE_LIMIT a minute
 * from one address (issue 12 §9).
 */
export const guestRequest = endpoint({
  method: 'POST',
  path: '/auth/guest/request',
  tags: ['auth'],
  errors: [429],
  schemas: async () => ({ response: (await import('../guest')).GuestResponseSchema }),
});
