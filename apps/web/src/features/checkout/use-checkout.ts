'use client';

import type { OrderPlaceBodyInput } from '@marketplace/contract/orders';
import { getOfferedOrderTypes } from '@marketplace/domain/checkout/order-type';
import { canOfferPartialPayment } from '@marketplace/domain/checkout/partial-payment';
import { getOfferedPaymentMethods } from '@marketplace/domain/checkout/payment-method';
import { createMoneyCodec } from '@marketplace/domain/money/money-codec';
import { useCallback, useEffect, useReducer, useState } from 'react';
import type { OrderAddressFields } from '@/features/addresses/order-address-fields';
import {
  type DeliveryAddressState,
  useDeliveryAddress,
} from '@/features/addresses/use-delivery-address';
import { useCustomerInfo } from '@/features/auth/use-customer-info';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { useShellState } from '@/features/shell/shell-state-provider';
import {
  type ChoiceAction,
  INITIAL_CHOICES,
  pickOrderType,
  pickPaymentMethod,
  reduceChoices,
} from './checkout-choices';
import type { CheckoutLines } from './checkout-lines-list';
import type { CheckoutSettings } from './checkout-settings';
import { type CouponVerdict, getCouponVerdict } from './coupon-verdict';
import { buildOrderBody, type CheckoutSource } from './order-body';
import { useCheckoutQuote, useCheckoutStore } from './use-checkout-data';
import { useDescribeProblem } from './use-describe-problem';
import { useGuestId } from './use-guest-id';

/**
 * What the quote can already say while the address is incomplete: the point (for the delivery
 * fee) and whatever contact exists. Place sends only the complete fields.
 */
function toQuoteAddress(delivery: DeliveryAddressState): Partial<OrderAddressFields> | null {
  if (delivery.orderFields) return delivery.orderFields;
  const { address, guestContact } = delivery;
  const contact = guestContact
    ? {
        contact_person_name: guestContact.contact_person_name,
        contact_person_number: guestContact.contact_person_number,
      }
    : {};
  if (!address || delivery.orderType === 'take_away') return contact;
  return {
    ...contact,
    address: address.address,
    latitude: address.latitude,
    longitude: address.longitude,
  };
}

/** The checkout's state: choices, what the store and config allow, the address, the quote. */
export function useCheckout(lines: CheckoutLines, settings: CheckoutSettings) {
  const { isSignedIn } = useShellState();
  const money = createMoneyCodec(useCatalogSettings().currency.digitsAfterDecimalPoint);
  const describeProblem = useDescribeProblem();
  const [choices, dispatch] = useReducer(reduceChoices, INITIAL_CHOICES);
  const set = useCallback((action: ChoiceAction) => dispatch(action), []);

  const source: CheckoutSource =
    lines.kind === 'cart' ? { kind: 'cart' } : { kind: 'direct', line: lines.line };
  const storeId = lines.kind === 'cart' ? (lines.lines[0]?.store_id ?? null) : lines.line.storeId;
  const { store, zonePayments } = useCheckoutStore(storeId);
  const customer = useCustomerInfo(isSignedIn).data;
  const walletBalance = isSignedIn ? (customer?.wallet_balance ?? 0) : null;
  const guestId = useGuestId(isSignedIn, lines.kind === 'direct');

  const orderTypes = getOfferedOrderTypes(
    settings,
    store ? { delivery: store.delivery === 1, takeAway: store.take_away === 1 } : null,
  );
  const orderType = pickOrderType(choices.orderType, orderTypes);
  const delivery = useDeliveryAddress({ orderType, storeZoneId: store?.zone_id ?? null });
  // null while the store's zone loads: what it takes is not known yet.
  const paymentMethods =
    zonePayments === undefined
      ? null
      : getOfferedPaymentMethods({
          business: settings,
          zone: zonePayments,
          isCustomer: isSignedIn,
        });
  const paymentMethod = pickPaymentMethod(choices.paymentMethod, paymentMethods ?? []);
  const canSchedule = settings.scheduleOrder && (store?.schedule_order ?? false);

  // The total does not depend on how it is split, so the last quote's total decides whether a
  // partial wallet payment is on offer for the next one.
  const [knownTotal, setKnownTotal] = useState<number | null>(null);
  const partialOffered = canOfferPartialPayment({
    partialPayment: settings.partialPayment,
    wallet: settings.wallet,
    isCustomer: isSignedIn,
    walletBalance: money.fromWire(walletBalance ?? 0),
    total: knownTotal === null ? null : money.fromWire(knownTotal),
  });
  const effective = {
    ...choices,
    orderType,
    paymentMethod,
    partial: choices.partial && partialOffered && paymentMethod !== 'wallet',
    scheduleAt: canSchedule ? choices.scheduleAt : null,
    tips: settings.tips && orderType === 'delivery' ? choices.tips : 0,
  };
  const quoteAddress = toQuoteAddress(delivery);
  // Rebuilt every render; the quote hook compares it by its JSON, so only real changes re-quote.
  const quoteBody: OrderPlaceBodyInput | null =
    guestId === undefined
      ? null
      : buildOrderBody({
          source,
          choices: { ...effective, note: '' },
          address: quoteAddress,
          guestId,
          storeId,
          withNote: false,
        });
  const quote = useCheckoutQuote(quoteBody);
  const quotedTotal = quote.quote?.total_amount ?? null;
  useEffect(() => setKnownTotal(quotedTotal), [quotedTotal]);

  // The coupon's verdict comes from the quote that carried it; a refused coupon is dropped so it
  // does not hold the order back, and its reasons stay on screen.
  const [couponVerdict, setCouponVerdict] = useState<CouponVerdict | null>(null);
  useEffect(() => {
    if (!quote.isCurrent || !quote.quote || choices.couponCode === null) return;
    const verdict = getCouponVerdict(quote.quote, choices.couponCode, describeProblem);
    setCouponVerdict(verdict);
    if (verdict.kind === 'rejected') dispatch({ type: 'coupon', value: null });
  }, [quote.isCurrent, quote.quote, choices.couponCode, describeProblem]);

  const placeBody = (): OrderPlaceBodyInput | null => {
    if (!delivery.orderFields || paymentMethod === null || guestId === undefined) return null;
    return buildOrderBody({
      source,
      choices: effective,
      address: delivery.orderFields,
      guestId,
      storeId,
      withNote: true,
    });
  };

  return {
    choices: effective,
    set,
    source,
    store,
    storeId,
    orderTypes,
    delivery,
    paymentMethods,
    walletBalance,
    canSchedule,
    partialOffered,
    quote,
    couponVerdict,
    setCouponVerdict,
    placeBody,
    guestId,
  };
}

export type CheckoutState = ReturnType<typeof useCheckout>;
