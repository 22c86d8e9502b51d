import type { TripBookingBody } from '@marketplace/contract/trips';
import { TRIP_PROBLEM_MESSAGES as CHECKOUT_MESSAGES } from '@marketplace/contract/trips';
import { normalizePhone } from '@marketplace/domain/validation/phone';
import type { Database } from '../../db/client';
import type { Caller } from '../auth/caller';
import type { TripProblem } from './trip-pricing';
import { selectCustomerContact } from './trips.repository';

export type TripContact = { name: string; number: string; email: string | null };

/**
 * Who the provider calls about the trip: a guest sends their contact details (name and phone
 * required, as at checkout); a customer's default to their profile.
 */
export async function resolveTripContact(
  db: Database,
  caller: Caller,
  body: TripBookingBody,
): Promise<{ contact: TripContact | null; problems: TripProblem[] }> {
  let name = body.contact_person_name;
  let number = body.contact_person_number;
  let email = body.contact_person_email;
  if (caller.kind === 'customer' && (name === null || number === null)) {
    const user = await selectCustomerContact(db, caller.userId);
    name ??= user ? `${user.fName} ${user.lName}`.trim() || null : null;
    number ??= user?.phone ?? null;
    email ??= user?.email ?? null;
  }
  const problems: TripProblem[] = [];
  if (!name) {
    problems.push({
      code: 'contact_person_name',
      field: 'contact_person_name',
      message: CHECKOUT_MESSAGES.contact_person_name,
    });
  }
  if (!number) {
    problems.push({
      code: 'contact_person_number',
      field: 'contact_person_number',
      message: CHECKOUT_MESSAGES.contact_person_number,
    });
  }
  const contact = name && number ? { name, number: normalizePhone(number), email } : null;
  return { contact, problems };
}
