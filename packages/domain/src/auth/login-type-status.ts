export type LoginTypeStatus =
  | 'all'
  | 'otp_manual'
  | 'otp_social'
  | 'manual_social'
  | 'otp'
  | 'manual'
  | 'social'
  | '';

export type EnabledLoginTypes = { otp: boolean; manual: boolean; social: boolean };

/** Spec 01 §4 "Login type status": derived from the three enabled flags. */
export function deriveLoginTypeStatus({ otp, manual, social }: EnabledLoginTypes): LoginTypeStatus {
  if (otp && manual && social) return 'all';
  if (otp && manual) return 'otp_manual';
  if (otp && social) return 'otp_social';
  if (manual && social) return 'manual_social';
  if (otp) return 'otp';
  if (manual) return 'manual';
  if (social) return 'social';
  return '';
}
