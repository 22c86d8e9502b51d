import { endpoint } from '../endpoint';

/** POST /auth/guest/request: a new guest id (spec 02 §4). */
export const guestRequest = endpoint({
  method: 'POST',
  path: '/auth/guest/request',
  tags: ['auth'],
  errors: [],
  schemas: async () => ({ response: (await import('../guest')).GuestResponseSchema }),
});
