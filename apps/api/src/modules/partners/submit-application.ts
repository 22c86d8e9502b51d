import type { AppDeps } from '../../app-types';
import { type FieldError, ValidationError } from '../../errors/app-error';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { hashPassword } from '../auth/password-hash';
import {
  type Contacts,
  limitPerContact,
  normalizeContacts,
  rethrowContactClash,
  type TakenMessages,
  takenEntries,
} from './partner-contacts';
import {
  checkPartnerFiles,
  type FieldFiles,
  removePartnerFiles,
  storePartnerFiles,
} from './partner-uploads';
import type { TakenContacts } from './partners.repository';

/** What differs between the kinds of partner application (vendor, delivery man). */
export type ApplicationForm = {
  /** The purpose the stored files are recorded under. */
  uploadPurpose: string;
  taken: TakenMessages;
  /** The unique indexes that hold the kind's contacts (pending applications and accounts). */
  contactIndexes: { email: readonly string[]; phone: readonly string[] };
  contactsTaken: (contacts: Contacts) => Promise<TakenContacts>;
  /** The 422 entries of the kind's own checks (zone, module, location). */
  placeEntries: () => Promise<FieldError[]>;
  files: readonly FieldFiles[];
  /** Writes the pending application row. */
  write: (saved: {
    contacts: Contacts;
    passwordHash: string;
    stored: Map<string, string[]>;
  }) => Promise<unknown>;
};

/**
 * One partner application: every check first (the kind's place checks, contacts, the files'
 * bytes), answered together as 422 per field; then the files are stored privately and the pending
 * application is written. A failure after the files are stored removes them, so nothing is left
 * half-saved, and a clash on a contact index becomes the same 422 the pre-check gives.
 */
export async function submitApplication(
  deps: AppDeps,
  limiter: AttemptLimiter,
  body: { email: string; phone: string; password: string },
  form: ApplicationForm,
): Promise<void> {
  const contacts = normalizeContacts(body);
  await limitPerContact(limiter, contacts);

  const files = await checkPartnerFiles(form.files);
  const entries = [
    ...(await form.placeEntries()),
    ...takenEntries(await form.contactsTaken(contacts), form.taken),
    ...files.entries,
  ];
  if (entries.length > 0) throw new ValidationError(entries);

  const passwordHash = await hashPassword(body.password);
  const stored = await storePartnerFiles(deps, form.uploadPurpose, files.checked);
  try {
    await form.write({ contacts, passwordHash, stored });
  } catch (error) {
    await removePartnerFiles(deps, [...stored.values()].flat());
    rethrowContactClash(error, form.contactIndexes, form.taken);
  }
}
