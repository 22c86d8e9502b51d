'use client';

import { Eye, EyeOff } from 'lucide-react';
import { type ComponentPropsWithRef, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { INPUT_CLASS } from './field';

/** A password input with a show/hide toggle. */
export function PasswordInput(props: Omit<ComponentPropsWithRef<'input'>, 'type' | 'className'>) {
  const t = useT();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className="relative">
      <input {...props} type={isVisible ? 'text' : 'password'} className={`${INPUT_CLASS} pe-11`} />
      <button
        type="button"
        onClick={() => setIsVisible((value) => !value)}
        aria-label={t('auth.showPassword')}
        aria-pressed={isVisible}
        className="absolute end-1 top-1/2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-md text-ink-muted hover:bg-surface-muted"
      >
        {isVisible ? (
          <EyeOff aria-hidden className="size-4" />
        ) : (
          <Eye aria-hidden className="size-4" />
        )}
      </button>
    </div>
  );
}
