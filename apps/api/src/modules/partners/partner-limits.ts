import type { LimitRule } from '../../lib/attempt-limiter';

const HOUR = 60 * 60_000;

/**
 * Partner sign-ups: per client address, every attempt counts (checked before the body is read,
 * so a flood of large multipart bodies is refused cheaply); per e-mail and per phone, the
 * submissions that passed the form's validation. A real applicant fixes a form a few times and
 * applies once; these leave room for that and stop scripted sign-ups and contact spraying.
 */
export const PARTNER_LIMITS = {
  perIp: { name: 'partner-apply-ip', max: 20, windowMs: HOUR },
  perContact: { name: 'partner-apply-contact', max: 5, windowMs: HOUR },
} satisfies Record<string, LimitRule>;
