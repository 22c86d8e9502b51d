export type ProfileSnapshot = {
  fName: string;
  lName: string;
  email: string | null;
  phone: string | null;
  isPhoneVerified: boolean;
  isEmailVerified: boolean;
};

/** What the edit form sends, already normalised (trimmed, phone with +, e-mail lower-case). */
export type ProfileRequest = {
  name: string;
  email: string | null;
  phone: string | null;
  /** A new password was typed (it is never compared with the old one). */
  hasPassword: boolean;
};

export type ProfileChanges = {
  fName?: string;
  lName?: string;
  email?: string | null;
  phone?: string | null;
  password?: true;
};

/** The form has one name field: the first word is f_name, the rest l_name. */
export function splitFullName(name: string): { fName: string; lName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { fName: first, lName: rest.join(' ') };
}

const sameEmail = (a: string | null, b: string | null) =>
  (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/** Only the fields that differ from the stored profile; empty means 'No changes found to update.' */
export function getProfileChanges(
  current: ProfileSnapshot,
  request: ProfileRequest,
): ProfileChanges {
  const changes: ProfileChanges = {};
  const { fName, lName } = splitFullName(request.name);
  if (fName !== current.fName) changes.fName = fName;
  if (lName !== current.lName) changes.lName = lName;
  if (!sameEmail(request.email, current.email)) changes.email = request.email;
  if ((request.phone ?? null) !== (current.phone ?? null)) changes.phone = request.phone;
  if (request.hasPassword) changes.password = true;
  return changes;
}

export function hasProfileChanges(changes: ProfileChanges): boolean {
  return Object.keys(changes).length > 0;
}

/**
 * Spec 02 §4 profile update: replacing a verified phone or e-mail is confirmed with a code sent to
 * the new one (phone first when both change), so an account cannot be moved to a contact its
 * holder does not control. An unverified contact changes freely and stays unverified.
 */
export function getChangeToVerify(
  current: Pick<ProfileSnapshot, 'isPhoneVerified' | 'isEmailVerified'>,
  changes: ProfileChanges,
): 'phone' | 'email' | null {
  if (current.isPhoneVerified && changes.phone) return 'phone';
  if (current.isEmailVerified && changes.email) return 'email';
  return null;
}

/** A verified contact can be replaced but not removed (it is how the customer signs in). */
export function getRemovedVerifiedContact(
  current: Pick<ProfileSnapshot, 'isPhoneVerified' | 'isEmailVerified'>,
  changes: ProfileChanges,
): 'phone' | 'email' | null {
  if (current.isPhoneVerified && changes.phone === null) return 'phone';
  if (current.isEmailVerified && changes.email === null) return 'email';
  return null;
}
