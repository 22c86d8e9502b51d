import type { TripBookingBodyInput } from '@marketplace/contract/trips';

export type PaymentChoice = 'cash_on_delivery' | 'wallet' | 'digital_payment';

/** What the customer chooses on the booking form. */
export type BookingChoices = {
  payment: PaymentChoice;
  partial: boolean;
  coupon: string | null;
  note: string;
  contact: { name: string; phone: string; email: string };
};

export const INITIAL_CHOICES: BookingChoices = {
  payment: 'cash_on_delivery',
  partial: false,
  coupon: null,
  note: '',
  contact: { name: '', phone: '', email: '' },
};

/** The booking (and quote) body: a guest sends contact details; a customer's come from the profile. */
export function toBookingBody(choices: BookingChoices, isSignedIn: boolean): TripBookingBodyInput {
  return {
    payment_method: choices.payment,
    partial_payment: choices.payment !== 'wallet' && choices.partial,
    coupon_code: choices.coupon,
    trip_note: choices.note.trim() || null,
    ...(isSignedIn
      ? {}
      : {
          contact_person_name: choices.contact.name.trim() || null,
          contact_person_number: choices.contact.phone.trim() || null,
          contact_person_email: choices.contact.email.trim() || null,
        }),
  };
}

/** The payment methods the config offers (wallet for signed-in customers only). */
export function availablePayments(
  config: { cash_on_delivery: boolean; digital_payment: boolean; customer_wallet_status: number },
  isSignedIn: boolean,
): PaymentChoice[] {
  return [
    ...(config.cash_on_delivery ? (['cash_on_delivery'] as const) : []),
    ...(config.customer_wallet_status === 1 && isSignedIn ? (['wallet'] as const) : []),
    ...(config.digital_payment ? (['digital_payment'] as const) : []),
  ];
}
