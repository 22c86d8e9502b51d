/**
 * Where the business rules read the time: opening hours, item availability windows, promotion
 * and coupon dates, schedule slots, surge windows, order and trip times (decision 0046). One per
 * app instance, in its services. Credentials and bookkeeping (token, OTP and ticket expiry, rate
 * limits, idempotency windows, signed links, purges) keep the real clock, so that a test clock can
 * never make a credential valid or expired. The housekeeping round reads this one, outside any
 * request: the real clock there too (decision 0053).
 */
export type Clock = { now(): Date };

/** The real clock: every app in production, and every app without the e2e test routes. */
export const systemClock: Clock = { now: () => new Date() };
