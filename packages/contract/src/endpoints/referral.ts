import { endpoint } from '../endpoint';

/** GET /customer/referral: the caller's code, the reward per referral and what it earned. */
export const customerReferral = endpoint({
  method: 'GET',
  path: '/customer/referral',
  tags: ['customer', 'referral'],
  errors: [401, 403],
  schemas: async () => ({ response: (await import('../referral')).ReferralSummarySchema }),
});
