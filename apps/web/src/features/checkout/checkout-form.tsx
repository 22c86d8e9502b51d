'use client';

import type { OrderPlaced } from '@marketplace/contract/orders';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { DeliveryAddressSection } from '@/features/addresses/delivery-address-section';
import { CUSTOMER_INFO_QUERY_KEY } from '@/features/auth/use-customer-info';
import { announceCartChange } from '@/features/cart/cart-sync';
import { DIRECT_ORDER_STORAGE_KEY } from '@/features/cart/direct-order';
import { CART_QUERY_ROOT } from '@/features/cart/use-cart';
import { getErrorMessages } from '@/features/errors/query-client';
import { useT } from '@/features/i18n/i18n-provider';
import { useShellState } from '@/features/shell/shell-state-provider';
import { notify } from '@/features/ui/notify';
import { isApiError } from '@/lib/api-client';
import { toSafeHttpUrl } from '@/lib/safe-url';
import type { CheckoutLines } from './checkout-lines-list';
import type { CheckoutSettings } from './checkout-settings';
import { CheckoutSummary } from './checkout-summary';
import { OrderNoteSection } from './order-note-section';
import { OrderTypeSection } from './order-type-section';
import { PaymentSection } from './payment-section';
import { PrescriptionSection } from './prescription-section';
import { getSectionMessages } from './quote-breakdown';
import { ScheduleSection } from './schedule-section';
import type { PolicyLinks } from './terms-checkbox';
import { TipsSection } from './tips-section';
import { useCheckout } from './use-checkout';
import { useDescribeProblem } from './use-describe-problem';
import { usePlaceOrder } from './use-place-order';

type CheckoutFormProps = {
  lines: CheckoutLines;
  settings: CheckoutSettings;
  policies: PolicyLinks;
};

/** Where the customer goes once the order exists: the gateway, or the confirmation page. */
function useAfterPlaced(lines: CheckoutLines) {
  const router = useRouter();
  const queryClient = useQueryClient();
  return (placed: OrderPlaced) => {
    if (lines.kind === 'direct') {
      try {
        window.sessionStorage.removeItem(DIRECT_ORDER_STORAGE_KEY);
      } catch {
        // Storage blocked: the line simply stays for this tab.
      }
    }
    // The server emptied the cart lines it ordered.
    void queryClient.invalidateQueries({ queryKey: [CART_QUERY_ROOT] });
    void queryClient.invalidateQueries({ queryKey: ['orders'] });
    // A wallet or partial payment changed the balance the profile shows.
    void queryClient.invalidateQueries({ queryKey: CUSTOMER_INFO_QUERY_KEY });
    announceCartChange();
    const paymentPage = toSafeHttpUrl(placed.redirect_link);
    if (paymentPage) {
      window.location.assign(paymentPage);
      return;
    }
    router.push(`/order-confirmation?order=${placed.order_reference}&status=success`);
  };
}

/** Leaving for the gateway or the confirmation page: nothing to edit any more. */
function PlacedNotice({ isPayment }: { isPayment: boolean }) {
  const t = useT();
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 rounded-xl border border-line p-8 text-center"
    >
      <Loader2 aria-hidden className="size-5 animate-spin text-brand" />
      {isPayment ? t('checkout.redirectingToPayment') : t('checkout.placed')}
    </p>
  );
}

export function CheckoutForm({ lines, settings, policies }: CheckoutFormProps) {
  const t = useT();
  const describeProblem = useDescribeProblem();
  const { openAuthDialog } = useShellState();
  const checkout = useCheckout(lines, settings);
  const { choices, set, quote, delivery } = checkout;
  const [placed, setPlaced] = useState<OrderPlaced | null>(null);
  const afterPlaced = useAfterPlaced(lines);
  const place = usePlaceOrder((answer) => {
    setPlaced(answer);
    afterPlaced(answer);
  });

  if (placed) return <PlacedNotice isPayment={Boolean(placed.redirect_link)} />;

  const problems = quote.quote?.problems ?? [];
  const section = (name: Parameters<typeof getSectionMessages>[1]) =>
    getSectionMessages(problems, name, describeProblem);
  const isTakeAway = choices.orderType === 'take_away';

  function submit() {
    const body = checkout.placeBody();
    if (!body) return;
    place.mutate(body, {
      onError: (error) => {
        if (isApiError(error) && error.status === 403 && error.hasCode('guest_checkout')) {
          openAuthDialog('sign-in');
        }
        for (const message of getErrorMessages(error, t)) notify('error', message);
        void quote.refetch();
      },
    });
  }

  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="min-w-0 space-y-4">
        <OrderTypeSection
          options={checkout.orderTypes}
          value={choices.orderType}
          onChange={(value) => set({ type: 'orderType', value })}
          problems={section('orderType')}
        />
        <DeliveryAddressSection delivery={delivery} />
        {section('address').length > 0 && delivery.problem === null ? (
          <p role="alert" className="text-sm text-danger">
            {section('address').join(' ')}
          </p>
        ) : null}
        {settings.scheduleOrder ? (
          <ScheduleSection
            store={
              checkout.canSchedule && checkout.store
                ? { schedules: checkout.store.schedules, timeZone: checkout.store.time_zone }
                : null
            }
            isTakeAway={isTakeAway}
            value={choices.scheduleAt}
            onChange={(value) => set({ type: 'schedule', value })}
            problems={section('schedule')}
          />
        ) : null}
        {settings.tips && !isTakeAway ? (
          <TipsSection value={choices.tips} onChange={(value) => set({ type: 'tips', value })} />
        ) : null}
        {quote.quote?.prescription_required || choices.prescriptions.length > 0 ? (
          <PrescriptionSection
            images={choices.prescriptions}
            guestId={checkout.guestId ?? null}
            onAdd={(value) => set({ type: 'addPrescriptions', value })}
            onRemove={(value) => set({ type: 'removePrescription', value })}
            problems={section('prescription')}
          />
        ) : null}
        <PaymentSection
          methods={checkout.paymentMethods}
          value={choices.paymentMethod}
          onChange={(value) => set({ type: 'payment', value })}
          gateways={settings.gateways}
          walletBalance={checkout.walletBalance}
          isTakeAway={isTakeAway}
          partial={{
            offered: checkout.partialOffered,
            checked: choices.partial,
            onChange: (value) => set({ type: 'partial', value }),
          }}
          problems={section('payment')}
        />
        <OrderNoteSection value={choices.note} onChange={(value) => set({ type: 'note', value })} />
      </div>
      <CheckoutSummary
        checkout={checkout}
        lines={lines}
        policies={policies}
        isPlacing={place.isPending}
        placeError={place.error}
        onPlace={submit}
        isScheduleShown={settings.scheduleOrder}
      />
    </div>
  );
}
