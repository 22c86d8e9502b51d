'use client';

import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { notify } from '@/features/ui/notify';

/** Copies the code to the clipboard and says so (the code is in the message when it cannot). */
export function CopyCodeButton({ code }: { code: string }) {
  const t = useT();
  const [isCopied, setIsCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setIsCopied(true);
      notify('success', t('coupons.copied', { code }));
    } catch {
      notify('error', t('coupons.copyFailed', { code }));
    }
  }

  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={t('coupons.copy', { code })}
      className={buttonClass('secondary', 'sm')}
    >
      {isCopied ? (
        <Check aria-hidden className="size-4" />
      ) : (
        <Copy aria-hidden className="size-4" />
      )}
      <span aria-hidden>{isCopied ? t('coupons.copiedShort') : t('coupons.copyShort')}</span>
    </button>
  );
}
