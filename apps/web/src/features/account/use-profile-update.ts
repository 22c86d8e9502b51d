'use client';

import type { UpdateProfileBody } from '@marketplace/contract/profile';
import { OTP_SEND_MESSAGE, PROFILE_UNCHANGED_MESSAGE } from '@marketplace/contract/profile';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CUSTOMER_INFO_QUERY_KEY } from '@/features/auth/use-customer-info';
import { useT } from '@/features/i18n/i18n-provider';
import { notify } from '@/features/ui/notify';
import { sendProfileUpdate } from './account-api';
import type { PendingCode } from './profile-otp-dialog';

/**
 * Spec 02 §4 profile update: `otp_send` opens the OTP dialog for the contact it names; the same
 * form then goes again with the code. 'No changes found to update.' is a warning; otherwise the
 * profile refreshes and `onDone` closes the edit view.
 */
export function useProfileUpdate(onDone: () => void) {
  const t = useT();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingCode | null>(null);
  const [lastForm, setLastForm] = useState<UpdateProfileBody | null>(null);

  async function send(body: UpdateProfileBody): Promise<void> {
    setLastForm(body);
    const answer = await sendProfileUpdate(body);
    if (answer.message === OTP_SEND_MESSAGE && answer.verification_on) {
      const channel = answer.verification_on;
      setPending({
        channel,
        sentTo: String((channel === 'phone' ? body.phone : body.email) ?? ''),
        demoOtp: answer.demo_otp ?? null,
      });
      return;
    }
    setPending(null);
    if (answer.message === PROFILE_UNCHANGED_MESSAGE) {
      notify('warning', t('account.noChanges'));
      return;
    }
    await queryClient.invalidateQueries({ queryKey: CUSTOMER_INFO_QUERY_KEY });
    notify('success', t('account.updated'));
    onDone();
  }

  async function verify(otp: string): Promise<void> {
    if (!lastForm || !pending) return;
    await send({ ...lastForm, otp, verification_on: pending.channel });
  }

  async function resend(): Promise<string | null> {
    if (!lastForm) return null;
    const { otp: _otp, verification_on: _on, ...form } = lastForm;
    const answer = await sendProfileUpdate(form);
    return answer.demo_otp ?? null;
  }

  return { send, verify, resend, pending, closeDialog: () => setPending(null) };
}
