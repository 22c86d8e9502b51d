import type { ApplicationKind } from '@marketplace/contract/partners';
import type { AppDeps } from '../../app-types';
import type { Database } from '../../db/client';
import { type FieldError, ValidationError } from '../../errors/app-error';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import { hashPassword } from '../auth/password-hash';
import { attachUploads } from '../uploads/uploads.service';
import {
  type Contacts,
  limitPerContact,
  normalizeContacts,
  rethrowContactClash,
  takenEntries,
} from './partner-contacts';
import {
  checkPartnerFiles,
  type FieldFiles,
  removePartnerFiles,
  storePartnerFiles,
} from './partner-uploads';
import { partnerContactsTaken } from './partners.repository';

/** What differs between the kinds of partner application (vendor, delivery man). */
export type ApplicationForm = {
  kind: ApplicationKind;
  /** The purpose the stored files are recorded under. */
  uploadPurpose: string;
  /** The 422 entries of the kind's own checks (zone, module, location). */
  placeEntries: () => Promise<FieldError[]>;
  files: readonly FieldFiles[];
  /** Writes the pending application row, on `db` (the transaction that attaches its files). */
  write: (
    saved: { contacts: Contacts; passwordHash: string; stored: Map<string, string[]> },
    db: Database,
  ) => Promise<unknown>;
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
    ...takenEntries(
      await partnerContactsTaken(deps.db, form.kind, contacts.email, contacts.phone),
      form.kind,
    ),
    ...files.entries,
  ];
  if (entries.length > 0) throw new ValidationError(entries);

  const passwordHash = await hashPassword(body.password);
  const stored = await storePartnerFiles(deps, form.uploadPurpose, files.checked);
  const uploadIds = [...stored.values()].flat();
  try {
    await deps.db.transaction(async (tx) => {
      await form.write({ contacts, passwordHash, stored }, tx);
      await attachUploads(tx, uploadIds);
    });
  } catch (error) {
    await removePartnerFiles(deps, uploadIds);
    rethrowContactClash(error, form.kind);
  }
}
