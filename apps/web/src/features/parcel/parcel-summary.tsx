'use client';

import { formatAmount } from '@marketplace/domain/money/format-amount';
import { Package } from 'lucide-react';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { getPlaceErrorMessages } from '@/features/checkout/checkout-problem-text';
import { OrderBreakdown } from '@/features/checkout/order-breakdown';
import { OrderSummaryPanel } from '@/features/checkout/order-summary-panel';
import { PlaceOrderActions } from '@/features/checkout/place-order-actions';
import type { PolicyLinks } from '@/features/checkout/terms-checkbox';
import { useDescribeProblem } from '@/features/checkout/use-describe-problem';
import { getErrorMessages } from '@/features/errors/query-client';
import { useT } from '@/features/i18n/i18n-provider';
import { Skeleton } from '@/features/ui/skeleton';
import { describeParcelProblem, getParcelSectionMessages } from './parcel-problems';
import type { ParcelOrderState } from './use-parcel-order';

type ParcelSummaryProps = {
  parcel: ParcelOrderState;
  policies: PolicyLinks;
  isPlacing: boolean;
  placeError: Error | null;
  onPlace: () => void;
};

/** What waits before Send parcel can be pressed, in the customer's words. */
function useBlockers(parcel: ParcelOrderState): string[] {
  const t = useT();
  const describe = useDescribeProblem();
  const { choices, quote, body } = parcel;
  const blockers: string[] = [];
  if (choices.categoryId === null) blockers.push(t('parcel.chooseCategory'));
  if (body === null && parcel.guestId !== undefined) blockers.push(t('parcel.completeParties'));
  if (parcel.paymentMethods !== null && choices.paymentMethod === null) {
    blockers.push(t('checkout.noPaymentMethod'));
  }
  if (body !== null && quote.error) blockers.push(...getErrorMessages(quote.error, t));
  if (body !== null && quote.quote && !quote.quote.can_place) {
    const { problems } = quote.quote;
    const words = (problem: (typeof problems)[number]) =>
      describeParcelProblem(problem, t, describe);
    blockers.push(...getParcelSectionMessages(problems, 'order', words));
    if (problems.some((problem) => problem.field !== 'guest_id')) {
      blockers.push(t('checkout.fixChoices'));
    }
  }
  if (!parcel.termsAccepted) blockers.push(t('checkout.termsRequired'));
  return [...new Set(blockers)];
}

/** The parcel's price from the server's quote, the terms and Send parcel. */
export function ParcelSummary({
  parcel,
  policies,
  isPlacing,
  placeError,
  onPlace,
}: ParcelSummaryProps) {
  const t = useT();
  const { currency } = useCatalogSettings();
  const blockers = useBlockers(parcel);
  const { quote, body } = parcel;
  const current = body !== null ? quote.quote : null;
  const category = parcel.categories.data?.find((entry) => entry.id === parcel.choices.categoryId);
  const placeErrorMessages = placeError
    ? getPlaceErrorMessages(placeError, current?.problems ?? [], t)
    : [];
  const canPlace =
    blockers.length === 0 &&
    parcel.choices.paymentMethod !== null &&
    current?.can_place === true &&
    quote.isCurrent &&
    !isPlacing;

  return (
    <OrderSummaryPanel
      headingId="parcel-summary"
      subject={
        category ? { icon: <Package aria-hidden className="size-4" />, name: category.name } : null
      }
    >
      {body === null ? (
        <p className="text-sm text-ink-muted">{t('parcel.feeAfterChoices')}</p>
      ) : current ? (
        <>
          {current.distance !== null ? (
            <p className="text-sm text-ink-muted" data-testid="parcel-distance">
              {t('parcel.distance', { km: (current.distance / 1000).toFixed(1) })}
            </p>
          ) : null}
          <OrderBreakdown quote={current} isUpdating={quote.isUpdating} />
        </>
      ) : quote.error ? null : (
        <div className="space-y-2" aria-busy="true">
          <span className="sr-only">{t('common.loading')}</span>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-6 w-full" />
        </div>
      )}
      {current && parcel.choices.payer === 'receiver' ? (
        <p className="text-sm text-ink-muted">
          {t('parcel.receiverPaysNote', { amount: formatAmount(current.total_amount, currency) })}
        </p>
      ) : null}
      <PlaceOrderActions
        termsAccepted={parcel.termsAccepted}
        onTermsChange={parcel.setTermsAccepted}
        policies={policies}
        placeErrorMessages={placeErrorMessages}
        blockers={blockers}
        canPlace={canPlace}
        isPlacing={isPlacing}
        placeLabel={t('parcel.send')}
        onPlace={onPlace}
      />
    </OrderSummaryPanel>
  );
}
