export type ResetSettings = {
  isSmsActive: boolean;
  isMailActive: boolean;
  defaultCountry: string;
  isCountryPickerEnabled: boolean;
};

/**
 * Spec 02 §4: the method defaults to phone when SMS is active, else e-mail when mail is active;
 * null means neither can deliver a code ('Sorry, Something Went Wrong...').
 */
export function getDefaultVerificationMethod(
  settings: Pick<ResetSettings, 'isSmsActive' | 'isMailActive'>,
): 'phone' | 'email' | null {
  if (settings.isSmsActive) return 'phone';
  if (settings.isMailActive) return 'email';
  return null;
}
