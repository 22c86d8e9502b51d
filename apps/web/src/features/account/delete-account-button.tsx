'use client';

import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { showFormErrors } from '@/features/auth/server-errors';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { ConfirmDialog } from '@/features/ui/confirm-dialog';
import { notify } from '@/features/ui/notify';
import { deleteAccount } from './account-api';

/** Spec 02 §2 and §4: 'Confirm this request?', then the account goes, the session ends, and `/`. */
export function DeleteAccountButton() {
  const t = useT();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);

  async function remove() {
    setIsBusy(true);
    try {
      await deleteAccount();
    } catch (error) {
      setIsBusy(false);
      showFormErrors(error, t);
      return;
    }
    await fetch('/api/session', { method: 'DELETE' }).catch(() => undefined);
    queryClient.clear();
    setIsConfirming(false);
    notify('success', t('account.deleted'));
    router.push('/');
    router.refresh();
  }

  return (
    <>
      <button
        type="button"
        className={buttonClass('ghost', 'md', 'text-danger')}
        onClick={() => setIsConfirming(true)}
      >
        <Trash2 aria-hidden className="size-4" />
        {t('account.deleteAccount')}
      </button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={t('account.confirmRequest')}
        body={t('account.deleteBody')}
        confirmLabel={t('account.yes')}
        onConfirm={remove}
        isBusy={isBusy}
      />
    </>
  );
}
