'use client';

import type { ParcelChargePayer } from '@marketplace/contract/parcel-order';
import { getOfferedPaymentMethods } from '@marketplace/domain/checkout/payment-method';
import { useEffect, useState } from 'react';
import { useCustomerInfo } from '@/features/auth/use-customer-info';
import { pickPaymentMethod } from '@/features/checkout/checkout-choices';
import type { CheckoutSettings } from '@/features/checkout/checkout-settings';
import { useCheckoutQuote } from '@/features/checkout/use-checkout-data';
import { useGuestId } from '@/features/checkout/use-guest-id';
import { useShellState } from '@/features/shell/shell-state-provider';
import { useQuery } from '@/lib/hydration-safe-query';
import { fetchParcelCategories, fetchParcelInstructions } from './parcel-api';
import { buildParcelBody, type ParcelChoices } from './parcel-body';
import { type InstructionChoice, instructionText } from './parcel-instruction-section';
import { EMPTY_PARTY, type ParcelParty } from './parcel-party';
import { getParcelPaymentMethods } from './parcel-payment';
import { useParcelZone } from './use-parcel-zone';

/**
 * The parcel form's state: the choices, the categories and instructions it offers, the zone
 * checks of both ends, the payment methods the payer may use, and the server's quote.
 */
export function useParcelOrder({
  parcelModuleId,
  settings,
  initialCategoryId,
}: {
  parcelModuleId: number;
  settings: CheckoutSettings;
  initialCategoryId: number | null;
}) {
  const { isSignedIn } = useShellState();
  const customer = useCustomerInfo(isSignedIn).data;
  const guestId = useGuestId(isSignedIn, true);

  const [categoryId, setCategoryId] = useState<number | null>(initialCategoryId);
  const [sender, setSender] = useState<ParcelParty>(EMPTY_PARTY);
  const [receiver, setReceiver] = useState<ParcelParty>(EMPTY_PARTY);
  const [payer, setPayer] = useState<ParcelChargePayer>('sender');
  const [instruction, setInstruction] = useState<{ choice: InstructionChoice; own: string }>({
    choice: { kind: 'none' },
    own: '',
  });
  const [chosenMethod, setPaymentMethod] = useState<ParcelChoices['paymentMethod']>(null);
  const [termsAccepted, setTermsAccepted] = useState(false);

  // A signed-in customer sends as themselves unless they say otherwise.
  useEffect(() => {
    if (!customer) return;
    setSender((party) =>
      party.name || party.phone
        ? party
        : {
            ...party,
            name: `${customer.f_name} ${customer.l_name ?? ''}`.trim(),
            phone: customer.phone ?? '',
          },
    );
  }, [customer]);

  const categories = useQuery({
    queryKey: ['parcel', 'categories', parcelModuleId],
    queryFn: ({ signal }) => fetchParcelCategories(signal),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
  const instructions = useQuery({
    queryKey: ['parcel', 'instructions'],
    queryFn: ({ signal }) => fetchParcelInstructions(signal),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });

  const senderZone = useParcelZone(sender.point, parcelModuleId);
  const receiverZone = useParcelZone(receiver.point, parcelModuleId);

  // The sender's zone decides the methods, as the server's pick-up zone does; null until known.
  const zone = senderZone.zone;
  const offered =
    zone === null
      ? null
      : getOfferedPaymentMethods({
          business: settings,
          zone: zone.servesParcels ? zone.payments : null,
          isCustomer: isSignedIn,
        });
  const paymentMethods = getParcelPaymentMethods(offered, payer);
  const paymentMethod = pickPaymentMethod(chosenMethod, paymentMethods ?? []);

  const choices: ParcelChoices = {
    categoryId,
    sender,
    receiver,
    payer,
    instruction: instructionText(instruction.choice, instruction.own, instructions.data?.data),
    paymentMethod,
  };
  const body = guestId === undefined ? null : buildParcelBody(choices, guestId);
  const quote = useCheckoutQuote(body);

  return {
    choices,
    body,
    categories,
    instructions,
    instruction,
    setInstruction,
    setCategoryId,
    setSender,
    setReceiver,
    setPayer,
    setPaymentMethod,
    senderZone,
    receiverZone,
    paymentMethods,
    walletBalance: isSignedIn ? (customer?.wallet_balance ?? 0) : null,
    termsAccepted,
    setTermsAccepted,
    quote,
    guestId,
  };
}

export type ParcelOrderState = ReturnType<typeof useParcelOrder>;
