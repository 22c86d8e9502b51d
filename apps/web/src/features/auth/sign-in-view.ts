import type { LoginTypeStatus } from '@marketplace/domain/auth/login-type-status';

/** What the sign-in step shows for one login type status. */
export type SignInView = {
  manualForm: boolean;
  otpForm: boolean;
  /** 'Sign in with OTP': switches to the OTP-only view. */
  otpButton: boolean;
  social: boolean;
  /** 'Go Back' from the OTP-only view to the configured layout. */
  goBack: boolean;
};

const NONE: SignInView = {
  manualForm: false,
  otpForm: false,
  otpButton: false,
  social: false,
  goBack: false,
};

/**
 * Spec 01 §2 and §4: the layout for each combination of login types. 'Sign in with OTP' forces the
 * OTP form alone; 'Go Back' re-reads the configured status.
 */
export function getSignInView(status: LoginTypeStatus, isOtpForced: boolean): SignInView {
  const hasOtp = status === 'all' || status === 'otp' || status.startsWith('otp_');
  if (isOtpForced && hasOtp) return { ...NONE, otpForm: true, goBack: status !== 'otp' };
  switch (status) {
    case 'all':
      return { ...NONE, manualForm: true, otpButton: true, social: true };
    case 'otp_manual':
      return { ...NONE, manualForm: true, otpButton: true };
    case 'otp_social':
      return { ...NONE, otpForm: true, social: true };
    case 'manual_social':
      return { ...NONE, manualForm: true, social: true };
    case 'otp':
      return { ...NONE, otpForm: true };
    case 'manual':
      return { ...NONE, manualForm: true };
    case 'social':
      return { ...NONE, social: true };
    default:
      return NONE;
  }
}
