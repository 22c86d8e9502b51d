'use client';

import { Store } from 'lucide-react';
import { getErrorMessages } from '@/features/errors/query-client';
import { useT } from '@/features/i18n/i18n-provider';
import { Skeleton } from '@/features/ui/skeleton';
import { CashbackNote } from './cashback-note';
import { type CheckoutLines, CheckoutLinesList } from './checkout-lines-list';
import { getPlaceErrorMessages } from './checkout-problem-text';
import { CouponSection } from './coupon-section';
import { OrderBreakdown } from './order-breakdown';
import { OrderSummaryPanel } from './order-summary-panel';
import { PlaceOrderActions } from './place-order-actions';
import { getSectionMessages, hasRedProblemAbove } from './quote-breakdown';
import type { PolicyLinks } from './terms-checkbox';
import type { CheckoutState } from './use-checkout';
import { useDescribeProblem } from './use-describe-problem';

type CheckoutSummaryProps = {
  checkout: CheckoutState;
  lines: CheckoutLines;
  policies: PolicyLinks;
  isPlacing: boolean;
  placeError: Error | null;
  onPlace: () => void;
  /** Whether the form shows the schedule section (and so its problems). */
  isScheduleShown: boolean;
};

/** What waits before Place order can be pressed, in the customer's words. */
function useBlockers(checkout: CheckoutState, isScheduleShown: boolean): string[] {
  const t = useT();
  const describeProblem = useDescribeProblem();
  const { quote, delivery, choices } = checkout;
  const blockers: string[] = [];
  if (delivery.problem !== null) blockers.push(t('checkout.completeDelivery'));
  // While the store's zone loads the methods are not known yet: nothing to say about them.
  if (checkout.paymentMethods !== null && choices.paymentMethod === null) {
    blockers.push(t('checkout.noPaymentMethod'));
  }
  if (quote.error) blockers.push(...getErrorMessages(quote.error, t));
  if (quote.quote && !quote.quote.can_place) {
    const { problems } = quote.quote;
    blockers.push(...getSectionMessages(problems, 'order', describeProblem));
    // The others are shown beside their choice; on a phone that may be far above the button.
    const shown = { address: delivery.problem === null, schedule: isScheduleShown };
    if (hasRedProblemAbove(problems, shown)) blockers.push(t('checkout.fixChoices'));
  }
  if (!choices.termsAccepted) blockers.push(t('checkout.termsRequired'));
  return [...new Set(blockers)];
}

/** The order column: lines, coupon, the server's breakdown, terms and Place order. */
export function CheckoutSummary(props: CheckoutSummaryProps) {
  const { checkout, lines, policies, isPlacing, placeError, onPlace, isScheduleShown } = props;
  const t = useT();
  const { quote, choices, set, store } = checkout;
  const blockers = useBlockers(checkout, isScheduleShown);
  const placeErrorMessages = placeError
    ? getPlaceErrorMessages(placeError, quote.quote?.problems ?? [], t)
    : [];
  const canPlace =
    blockers.length === 0 &&
    choices.paymentMethod !== null &&
    quote.quote?.can_place === true &&
    quote.isCurrent &&
    !isPlacing;
  const isCouponChecking = choices.couponCode !== null && !quote.isCurrent;

  return (
    <OrderSummaryPanel
      headingId="checkout-summary"
      subject={store ? { icon: <Store aria-hidden className="size-4" />, name: store.name } : null}
    >
      <CheckoutLinesList lines={lines} />
      <CouponSection
        applied={choices.couponCode}
        verdict={checkout.couponVerdict}
        isChecking={isCouponChecking}
        onApply={(code) => {
          checkout.setCouponVerdict(null);
          set({ type: 'coupon', value: code });
        }}
        onRemove={() => {
          checkout.setCouponVerdict(null);
          set({ type: 'coupon', value: null });
        }}
      />
      {quote.quote ? (
        <>
          <OrderBreakdown quote={quote.quote} isUpdating={quote.isUpdating} />
          <CashbackNote amount={quote.quote.cashback_amount} />
        </>
      ) : quote.error ? null : (
        <div className="space-y-2" aria-busy="true">
          <span className="sr-only">{t('common.loading')}</span>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-6 w-full" />
        </div>
      )}
      <PlaceOrderActions
        termsAccepted={choices.termsAccepted}
        onTermsChange={(value) => set({ type: 'terms', value })}
        policies={policies}
        placeErrorMessages={placeErrorMessages}
        blockers={blockers}
        canPlace={canPlace}
        isPlacing={isPlacing}
        placeLabel={t('checkout.placeOrder')}
        onPlace={onPlace}
      />
    </OrderSummaryPanel>
  );
}
