import type { CheckoutProblem } from '@marketplace/contract/checkout-problems';
import type { Translate } from '@/features/i18n/translate';

/** Where on the parcel form a quote's problem is shown: beside the choice it names. */
export type ParcelProblemSection = 'sender' | 'receiver' | 'category' | 'payment' | 'order';

const SECTION_OF_FIELD: Record<string, ParcelProblemSection> = {
  address: 'sender',
  latitude: 'sender',
  longitude: 'sender',
  contact_person_name: 'sender',
  contact_person_number: 'sender',
  receiver_details: 'receiver',
  parcel_category_id: 'category',
  payment_method: 'payment',
  partial_payment: 'payment',
};

export function getParcelProblemSection(problem: Pick<CheckoutProblem, 'field'>) {
  return SECTION_OF_FIELD[problem.field] ?? 'order';
}

/**
 * A parcel problem in the customer's language: the zone problems name the end they are about
 * (pick-up or drop-off), the rest read as at checkout.
 */
export function describeParcelProblem(
  problem: CheckoutProblem,
  t: Translate,
  describe: (problem: CheckoutProblem) => string,
): string {
  if (problem.code === 'zone') {
    return problem.field === 'receiver_details'
      ? t('parcel.receiverOutside')
      : t('parcel.senderOutside');
  }
  return describe(problem);
}

/** One section's problems, described, without repeats. */
export function getParcelSectionMessages(
  problems: readonly CheckoutProblem[],
  section: ParcelProblemSection,
  describe: (problem: CheckoutProblem) => string,
): string[] {
  return [...new Set(problems.filter((p) => getParcelProblemSection(p) === section).map(describe))];
}
