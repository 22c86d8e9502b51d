'use client';

import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { type OrderKey, orderKeyText, parseOrderKey } from '@/features/orders/order-id';
import { buttonClass } from '@/features/ui/button-styles';
import { cleanPhone } from './track-order-href';

export type TrackRequest = { orderKey: OrderKey; contactNumber: string | null };

/**
 * The order reference (a signed-in customer may also type their own order's number) and, for
 * guests, the phone number given with the order.
 */
export function TrackOrderForm({
  initialOrderKey,
  initialPhone,
  isGuest,
  onTrack,
}: {
  initialOrderKey: OrderKey | null;
  initialPhone: string | null;
  isGuest: boolean;
  onTrack: (request: TrackRequest) => void;
}) {
  const t = useT();
  const orderFieldId = useId();
  const phoneFieldId = useId();
  const errorId = useId();
  const [orderText, setOrderText] = useState(
    initialOrderKey ? orderKeyText(initialOrderKey).replace(/^#/, '') : '',
  );
  const [phone, setPhone] = useState(initialPhone ?? '');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const orderKey = parseOrderKey(orderText.trim().replace(/^#/, ''));
    if (!orderKey) {
      setError(t('tracking.orderIdInvalid'));
      return;
    }
    const contactNumber = cleanPhone(phone);
    if (contactNumber !== '' && contactNumber.replace('+', '').length < 6) {
      setError(t('tracking.phoneInvalid'));
      return;
    }
    setError(null);
    onTrack({ orderKey, contactNumber: contactNumber || null });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 rounded-xl border border-line p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      aria-describedby={error ? errorId : undefined}
    >
      <div className="space-y-1">
        <label htmlFor={orderFieldId} className="text-sm font-semibold">
          {t('tracking.orderId')}
        </label>
        <input
          id={orderFieldId}
          autoComplete="off"
          spellCheck={false}
          required
          value={orderText}
          onChange={(event) => setOrderText(event.target.value)}
          className="min-h-11 w-full rounded-lg border border-line bg-surface px-3 text-sm"
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={phoneFieldId} className="text-sm font-semibold">
          {isGuest ? t('tracking.phone') : t('tracking.phoneOptional')}
        </label>
        <input
          id={phoneFieldId}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          className="min-h-11 w-full rounded-lg border border-line bg-surface px-3 text-sm"
        />
      </div>
      <button type="submit" className={buttonClass('primary')}>
        <Search aria-hidden className="size-4" />
        {t('tracking.track')}
      </button>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger sm:col-span-3">
          {error}
        </p>
      ) : (
        <p className="text-xs text-ink-muted sm:col-span-3">{t('tracking.formHint')}</p>
      )}
    </form>
  );
}
