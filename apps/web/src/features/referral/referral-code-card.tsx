'use client';

import { Copy, Share2 } from 'lucide-react';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { notify } from '@/features/ui/notify';

/** The customer's code, large, with Copy and (where the device can) Share. */
export function ReferralCodeCard({ code, reward }: { code: string; reward: string }) {
  const t = useT();
  const shareText = t('referral.shareText', { code, reward });

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      notify('success', t('referral.copied'));
    } catch {
      notify('error', t('referral.copyFailed'));
    }
  }

  async function share() {
    const url = window.location.origin;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t('referral.title'), text: shareText, url });
        return;
      } catch (failure) {
        // The customer closed the share sheet: nothing to say.
        if (failure instanceof DOMException && failure.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(`${shareText} ${url}`);
      notify('success', t('referral.shareCopied'));
    } catch {
      notify('error', t('referral.copyFailed'));
    }
  }

  return (
    <section
      aria-labelledby="referral-code-title"
      className="space-y-4 rounded-2xl bg-brand p-5 text-on-brand"
    >
      <h2 id="referral-code-title" className="text-sm opacity-90">
        {t('referral.yourCode')}
      </h2>
      <p className="break-all font-mono text-3xl font-extrabold tracking-widest" translate="no">
        {code}
      </p>
      <p className="text-sm opacity-90">{t('referral.invite', { reward })}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass('secondary')} onClick={copy}>
          <Copy aria-hidden className="size-4" />
          {t('referral.copy')}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={share}>
          <Share2 aria-hidden className="size-4" />
          {t('referral.share')}
        </button>
      </div>
    </section>
  );
}
