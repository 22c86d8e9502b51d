'use client';

import type { ExistingUser } from '@marketplace/contract/auth-answers';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { toImageSrc } from '@/lib/image-url';

/** Spec 01 §4 is_exist_user: 'Is It You?' with No and Yes, sent back as verified no or yes. */
export function ExistUserStep({
  user,
  onAnswer,
}: {
  user: ExistingUser;
  onAnswer: (verified: 'yes' | 'no') => Promise<void>;
}) {
  const t = useT();
  const [busy, setBusy] = useState<'yes' | 'no' | null>(null);
  const image = toImageSrc(user.image);

  async function answer(verified: 'yes' | 'no') {
    setBusy(verified);
    try {
      await onAnswer(verified);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-5 text-center">
      <div className="flex flex-col items-center gap-2">
        {image ? (
          // biome-ignore lint/performance/noImgElement: a small avatar from the same-origin proxy.
          <img src={image} alt="" className="size-20 rounded-full object-cover" />
        ) : (
          <span className="inline-flex size-20 items-center justify-center rounded-full bg-surface-muted">
            <UserRound aria-hidden className="size-10 text-ink-muted" />
          </span>
        )}
        <p className="text-lg font-semibold">{user.name}</p>
        <p className="text-sm text-ink-muted">{t('auth.existingAccount')}</p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={busy !== null}
          onClick={() => answer('no')}
        >
          {t('auth.no')}
        </button>
        <button
          type="button"
          className={buttonClass('primary')}
          disabled={busy !== null}
          onClick={() => answer('yes')}
        >
          {t('auth.yes')}
        </button>
      </div>
    </div>
  );
}
