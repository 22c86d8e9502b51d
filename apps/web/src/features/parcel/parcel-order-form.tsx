'use client';

import type { OrderPlaced } from '@marketplace/contract/orders';
import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { CUSTOMER_INFO_QUERY_KEY } from '@/features/auth/use-customer-info';
import { CheckoutSection } from '@/features/checkout/checkout-section';
import type { CheckoutSettings } from '@/features/checkout/checkout-settings';
import { PaymentSection } from '@/features/checkout/payment-section';
import type { PolicyLinks } from '@/features/checkout/terms-checkbox';
import { useDescribeProblem } from '@/features/checkout/use-describe-problem';
import { usePlaceOrder } from '@/features/checkout/use-place-order';
import { getErrorMessages } from '@/features/errors/query-client';
import { useT } from '@/features/i18n/i18n-provider';
import type { LatLng } from '@/features/location/location-api';
import { useShellState } from '@/features/shell/shell-state-provider';
import { notify } from '@/features/ui/notify';
import { isApiError } from '@/lib/api-client';
import { toSafeHttpUrl } from '@/lib/safe-url';
import { ParcelCategorySection } from './parcel-category-section';
import { ParcelInstructionSection } from './parcel-instruction-section';
import { ParcelPartySection } from './parcel-party-section';
import { ParcelPayerSection } from './parcel-payer-section';
import {
  describeParcelProblem,
  getParcelSectionMessages,
  type ParcelProblemSection,
} from './parcel-problems';
import { ParcelSummary } from './parcel-summary';
import { useParcelOrder } from './use-parcel-order';

type ParcelOrderFormProps = {
  parcelModuleId: number;
  settings: CheckoutSettings;
  policies: PolicyLinks;
  initialCategoryId: number | null;
  startPoint: LatLng;
};

/** Where the customer goes once the parcel exists: the gateway, or the confirmation page. */
function useAfterPlaced() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return (placed: OrderPlaced) => {
    void queryClient.invalidateQueries({ queryKey: ['orders'] });
    // A wallet payment changed the balance the profile shows.
    void queryClient.invalidateQueries({ queryKey: CUSTOMER_INFO_QUERY_KEY });
    const paymentPage = toSafeHttpUrl(placed.redirect_link);
    if (paymentPage) {
      window.location.assign(paymentPage);
      return;
    }
    router.push(`/order-confirmation?order=${placed.order_reference}&status=success`);
  };
}

/**
 * The parcel order (issue 16): what is sent, from whom to whom, the instruction, who pays and
 * how; the fee is the server's quote, and the place is idempotent like a checkout's.
 */
export function ParcelOrderForm(props: ParcelOrderFormProps) {
  const { settings, policies, startPoint } = props;
  const t = useT();
  const describe = useDescribeProblem();
  const { isSignedIn, openAuthDialog } = useShellState();
  const parcel = useParcelOrder(props);
  const { choices } = parcel;
  const [placed, setPlaced] = useState<OrderPlaced | null>(null);
  const afterPlaced = useAfterPlaced();
  const place = usePlaceOrder((answer) => {
    setPlaced(answer);
    afterPlaced(answer);
  });

  if (placed) {
    return (
      <p
        role="status"
        className="flex items-center justify-center gap-2 rounded-xl border border-line p-8 text-center"
      >
        <Loader2 aria-hidden className="size-5 animate-spin text-brand" />
        {placed.redirect_link ? t('checkout.redirectingToPayment') : t('checkout.placed')}
      </p>
    );
  }

  const problems = parcel.body !== null ? (parcel.quote.quote?.problems ?? []) : [];
  const section = (name: ParcelProblemSection) =>
    getParcelSectionMessages(problems, name, (problem) =>
      describeParcelProblem(problem, t, describe),
    );

  function submit() {
    if (parcel.body === null || choices.paymentMethod === null) return;
    place.mutate(parcel.body, {
      onError: (error) => {
        if (isApiError(error) && error.status === 403 && error.hasCode('guest_checkout')) {
          openAuthDialog('sign-in');
        }
        for (const message of getErrorMessages(error, t)) notify('error', message);
        void parcel.quote.refetch();
      },
    });
  }

  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="min-w-0 space-y-4">
        <ParcelCategorySection
          categories={parcel.categories.data}
          isError={parcel.categories.isError}
          onRetry={() => void parcel.categories.refetch()}
          value={choices.categoryId}
          onChange={parcel.setCategoryId}
          problems={section('category')}
        />
        <ParcelPartySection
          title={t('parcel.senderTitle')}
          party={choices.sender}
          onChange={parcel.setSender}
          startPoint={startPoint}
          zone={parcel.senderZone}
          outsideMessage={t('parcel.senderOutside')}
          canUseSavedAddresses={isSignedIn}
          problems={section('sender')}
        />
        <ParcelPartySection
          title={t('parcel.receiverTitle')}
          party={choices.receiver}
          onChange={parcel.setReceiver}
          startPoint={choices.sender.point ?? startPoint}
          zone={parcel.receiverZone}
          outsideMessage={t('parcel.receiverOutside')}
          canUseSavedAddresses={isSignedIn}
          problems={section('receiver')}
        />
        <ParcelInstructionSection
          instructions={parcel.instructions.data?.data}
          isError={parcel.instructions.isError}
          choice={parcel.instruction.choice}
          ownText={parcel.instruction.own}
          onChange={(choice, own) => parcel.setInstruction({ choice, own })}
          problems={[]}
        />
        <ParcelPayerSection value={choices.payer} onChange={parcel.setPayer} />
        {parcel.paymentMethods === null ? (
          <CheckoutSection title={t('checkout.paymentMethod')} problems={section('payment')}>
            <p className="text-sm text-ink-muted">{t('parcel.paymentAfterPickup')}</p>
          </CheckoutSection>
        ) : (
          <PaymentSection
            methods={parcel.paymentMethods}
            value={choices.paymentMethod}
            onChange={parcel.setPaymentMethod}
            gateways={settings.gateways}
            walletBalance={parcel.walletBalance}
            isTakeAway={false}
            partial={{ offered: false, checked: false, onChange: () => {} }}
            problems={section('payment')}
          />
        )}
      </div>
      <ParcelSummary
        parcel={parcel}
        policies={policies}
        isPlacing={place.isPending}
        placeError={place.error}
        onPlace={submit}
      />
    </div>
  );
}
