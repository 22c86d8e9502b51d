'use client';

import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { ConfirmDialog } from '@/features/ui/confirm-dialog';
import { notify } from '@/features/ui/notify';
import { classNames } from '@/lib/class-names';

/** Spec 01 §4 Logout: the wait between confirming and clearing the session. */
export const LOGOUT_DELAY_MS = 500;

/** Logout with confirmation; after 500 ms the token is cleared and the user goes to /home. */
export function LogoutButton({ className, onDone }: { className?: string; onDone?: () => void }) {
  const t = useT();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isBusy, setIsBusy] = useState(false);

  async function logout() {
    setIsBusy(true);
    await new Promise((resolve) => setTimeout(resolve, LOGOUT_DELAY_MS));
    try {
      await fetch('/api/session', { method: 'DELETE' });
    } finally {
      queryClient.clear();
      setIsBusy(false);
      setIsConfirming(false);
      onDone?.();
      notify('success', t('logout.success'), 'logout');
      router.push('/home');
      router.refresh();
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => setIsConfirming(true)}
        className={classNames('flex items-center gap-2 text-danger', className)}
      >
        <LogOut aria-hidden className="size-4" />
        {t('logout.action')}
      </button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={t('logout.confirmTitle')}
        body={t('logout.confirmBody')}
        confirmLabel={t('logout.action')}
        onConfirm={logout}
        isBusy={isBusy}
      />
    </>
  );
}
