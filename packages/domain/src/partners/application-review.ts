/**
 * A partner application (vendor or delivery man) waits for an operator: approved or rejected
 * once, never both and never twice (decision 0035).
 */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Ours: a rejection tells the applicant why, in at most this many characters. */
export const REJECTION_REASON_MAX_LENGTH = 500;

/** The rule: only a pending application can be decided. */
export function canDecideApplication(status: ApplicationStatus): boolean {
  return status === 'pending';
}
