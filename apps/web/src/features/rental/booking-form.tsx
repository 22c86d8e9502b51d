'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { notify } from '@/features/ui/notify';
import { isApiError } from '@/lib/api-client';
import {
  availablePayments,
  type BookingChoices,
  INITIAL_CHOICES,
  type PaymentChoice,
} from './booking-choices';
import { BookingCoupon } from './booking-coupon';
import { BookingSummary } from './booking-summary';
import { useRental } from './rental-context';
import { useTripBooking } from './use-trip-booking';

type PaymentConfig = {
  cash_on_delivery: boolean;
  digital_payment: boolean;
  customer_wallet_status: number;
};

const input = 'w-full rounded-lg border border-line bg-surface px-3 py-2';
const LABELS = {
  cash_on_delivery: 'rental.booking.cash',
  wallet: 'rental.booking.wallet',
  digital_payment: 'rental.booking.digital',
} as const;

/** Problems of the trip itself (not of a form field), shown above the booking button. */
const TRIP_PROBLEM_FIELDS = ['quantity', 'pickup_time', 'pickup_location', 'guest_id'];

/** Book the cart's trip: contact (guest) or the account, coupon, payment, the server's price. */
export function BookingForm({
  config,
  cartVersion,
}: {
  config: PaymentConfig;
  cartVersion: string;
}) {
  const t = useT();
  const router = useRouter();
  const { isSignedIn } = useRental();
  const payments = availablePayments(config, isSignedIn);
  const [choices, setChoices] = useState<BookingChoices>({
    ...INITIAL_CHOICES,
    payment: payments[0] ?? 'cash_on_delivery',
  });
  const { quote, book, isBooking, isStale } = useTripBooking(choices, cartVersion);
  const set = (change: Partial<BookingChoices>) =>
    setChoices((current) => ({ ...current, ...change }));
  const problems = quote.data?.problems ?? [];
  const problemFor = (field: string) =>
    problems.filter((p) => p.field === field).map((p) => p.message);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const booked = await book();
      notify('success', booked.message);
      if (booked.redirect_link) window.location.assign(booked.redirect_link);
      else router.push(`/my-trips/${booked.trip_id}`);
    } catch (error) {
      notify(
        'error',
        isApiError(error) && error.messages.length > 0
          ? error.messages.join('\n')
          : t('rental.booking.failed'),
      );
    }
  }

  const FIELDS = {
    name: 'contact_person_name',
    phone: 'contact_person_number',
    email: 'contact_person_email',
  } as const;
  const contactField = (key: keyof BookingChoices['contact'], label: string, type = 'text') => {
    const id = `rental-contact-${key}`;
    const messages = problemFor(FIELDS[key]);
    return (
      <div className="space-y-1 text-sm">
        <label htmlFor={id} className="block font-semibold">
          {label}
        </label>
        <input
          id={id}
          type={type}
          className={input}
          value={choices.contact[key]}
          autoComplete={key === 'phone' ? 'tel' : key}
          aria-invalid={messages.length > 0 || undefined}
          aria-describedby={messages.length > 0 ? `${id}-error` : undefined}
          onChange={(e) => set({ contact: { ...choices.contact, [key]: e.target.value } })}
        />
        {messages.length > 0 ? (
          <p id={`${id}-error`} className="text-danger">
            {messages.join(' ')}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form onSubmit={submit} aria-labelledby="booking-title" className="space-y-4">
      <h2 id="booking-title" className="text-lg font-bold">
        {t('rental.booking.title')}
      </h2>
      {!isSignedIn ? (
        <fieldset className="space-y-2 rounded-2xl border border-line p-4">
          <legend className="px-1 font-semibold">{t('rental.booking.contact')}</legend>
          {contactField('name', t('rental.booking.name'))}
          {contactField('phone', t('rental.booking.phone'), 'tel')}
          {contactField('email', t('rental.booking.email'), 'email')}
        </fieldset>
      ) : null}
      <BookingCoupon
        applied={choices.coupon}
        problems={problemFor('coupon_code')}
        onChange={(coupon) => set({ coupon })}
      />
      <fieldset className="space-y-2 rounded-2xl border border-line p-4">
        <legend className="px-1 font-semibold">{t('rental.booking.payment')}</legend>
        {payments.map((method: PaymentChoice) => (
          <label key={method} className="flex items-center gap-2">
            <input
              type="radio"
              name="payment"
              value={method}
              checked={choices.payment === method}
              onChange={() => set({ payment: method })}
            />
            {t(LABELS[method])}
          </label>
        ))}
        {choices.payment !== 'wallet' && quote.data?.partial_payment_allowed ? (
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={choices.partial}
              onChange={(e) => set({ partial: e.target.checked })}
            />
            {t('rental.booking.partial')}
          </label>
        ) : null}
        {[...problemFor('payment_method'), ...problemFor('partial_payment')].map((m) => (
          <p key={m} role="alert" className="text-sm text-danger">
            {m}
          </p>
        ))}
      </fieldset>
      <label className="block space-y-1 text-sm">
        <span className="font-semibold">{t('rental.booking.note')}</span>
        <textarea
          className={input}
          rows={2}
          maxLength={1000}
          value={choices.note}
          onChange={(e) => set({ note: e.target.value })}
        />
      </label>
      {quote.data ? (
        <BookingSummary quote={quote.data} isStale={isStale} />
      ) : quote.isError ? (
        <p role="alert" className="text-danger">
          {isApiError(quote.error) && quote.error.messages[0]
            ? quote.error.messages[0]
            : t('rental.error')}
        </p>
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
      {TRIP_PROBLEM_FIELDS.flatMap(problemFor).map((m) => (
        <p key={m} role="alert" className="text-sm text-danger">
          {m}
        </p>
      ))}
      <button
        type="submit"
        className={buttonClass('primary', 'md', 'w-full')}
        disabled={isBooking || isStale || !quote.data?.can_book}
      >
        {t('rental.booking.submit')}
      </button>
    </form>
  );
}
