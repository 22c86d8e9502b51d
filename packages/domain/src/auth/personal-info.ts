/** Spec 01 §4: is_personal_info is 0 until the account has a name (the user_info step). */
export function hasPersonalInfo(account: { fName: string }): boolean {
  return account.fName.trim().length > 0;
}

/** The one "name" field of the forms becomes first name and the rest as last name. */
export function splitFullName(name: string): { fName: string; lName: string } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  if (space < 0) return { fName: trimmed, lName: '' };
  return { fName: trimmed.slice(0, space), lName: trimmed.slice(space + 1) };
}
