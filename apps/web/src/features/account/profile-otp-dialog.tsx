'use client';

import { OtpVerification } from '@/features/auth/otp-verification';
import { useT } from '@/features/i18n/i18n-provider';
import { AppDialog } from '@/features/ui/app-dialog';

export type PendingCode = { channel: 'phone' | 'email'; sentTo: string; demoOtp: string | null };

type ProfileOtpDialogProps = {
  pending: PendingCode | null;
  onClose: () => void;
  onVerify: (otp: string) => Promise<void>;
  onResend: () => Promise<string | null>;
};

/** Spec 02 §2 OTP Verification dialog for a changed verified phone or e-mail (60 s resend). */
export function ProfileOtpDialog({ pending, onClose, onVerify, onResend }: ProfileOtpDialogProps) {
  const t = useT();
  return (
    <AppDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('account.otpTitle')}
      size="sm"
    >
      {pending ? (
        <OtpVerification
          key={`${pending.channel}:${pending.sentTo}`}
          sentTo={pending.sentTo}
          demoOtp={pending.demoOtp}
          onVerify={onVerify}
          onResend={onResend}
        />
      ) : null}
    </AppDialog>
  );
}
