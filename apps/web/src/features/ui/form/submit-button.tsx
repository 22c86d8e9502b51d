'use client';

import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '@/features/ui/button-styles';

type SubmitButtonProps = {
  children: ReactNode;
  /** The form is being sent: a spinner shows and the button is disabled. */
  isBusy: boolean;
  /** Disabled for a reason of the form's own (terms not accepted, code incomplete). */
  isDisabled?: boolean;
};

/** A form's full-width primary submit button, with a spinner while the form is sent. */
export function SubmitButton({ children, isBusy, isDisabled = false }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={buttonClass('primary', 'md', 'w-full')}
      disabled={isDisabled || isBusy}
    >
      {isBusy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
      {children}
    </button>
  );
}
