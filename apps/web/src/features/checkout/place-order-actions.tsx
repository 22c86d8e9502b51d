'use client';

import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { ProblemList } from './checkout-section';
import { type PolicyLinks, TermsCheckbox } from './terms-checkbox';

type PlaceOrderActionsProps = {
  termsAccepted: boolean;
  onTermsChange: (accepted: boolean) => void;
  policies: PolicyLinks;
  /** Why the last place failed, in the customer's words (empty when it did not). */
  placeErrorMessages: readonly string[];
  /** What waits before the button can be pressed; listed under it and tied to it. */
  blockers: readonly string[];
  canPlace: boolean;
  isPlacing: boolean;
  /** The button's label while nothing is being placed (Place order, Send parcel). */
  placeLabel: string;
  onPlace: () => void;
};

/** The end of an order summary: terms, why placing failed, the place button and what blocks it. */
export function PlaceOrderActions({
  termsAccepted,
  onTermsChange,
  policies,
  placeErrorMessages,
  blockers,
  canPlace,
  isPlacing,
  placeLabel,
  onPlace,
}: PlaceOrderActionsProps) {
  const t = useT();
  const blockersId = useId();
  return (
    <>
      <TermsCheckbox checked={termsAccepted} onChange={onTermsChange} policies={policies} />
      <ProblemList problems={placeErrorMessages} />
      <button
        type="button"
        onClick={onPlace}
        disabled={!canPlace}
        aria-describedby={blockers.length > 0 ? blockersId : undefined}
        className={buttonClass('primary', 'md', 'w-full')}
      >
        {isPlacing ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
        {isPlacing ? t('checkout.placing') : placeLabel}
      </button>
      {blockers.length > 0 ? (
        <ul id={blockersId} className="space-y-1 text-xs text-ink-muted">
          {blockers.map((blocker) => (
            <li key={blocker}>{blocker}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
