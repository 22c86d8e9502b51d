'use client';

import { formatAmount } from '@marketplace/domain/money/format-amount';
import { useEffect, useId, useState } from 'react';
import { useCatalogSettings } from '@/features/catalog/catalog-settings-provider';
import { useT } from '@/features/i18n/i18n-provider';
import { classNames } from '@/lib/class-names';
import { fetchMostChosenTip } from './checkout-api';
import { CheckoutSection } from './checkout-section';
import { parseTip, TIP_PRESETS } from './tips';

type TipsSectionProps = { value: number; onChange: (value: number) => void };

const chipClass = (checked: boolean) =>
  classNames(
    'inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-semibold',
    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand',
    checked ? 'border-brand bg-brand text-on-brand' : 'border-line hover:bg-surface-muted',
  );

/** The tip most customers here choose (GET /most-tips); null until known, or when it fails. */
function useMostChosenTip(): number | null {
  const [amount, setAmount] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    // Only a hint: without it the tip choice works the same.
    fetchMostChosenTip(controller.signal).then(setAmount, () => {});
    return () => controller.abort();
  }, []);
  return amount;
}

/** A tip for the delivery man: none, a preset, or a typed amount (major units). */
export function TipsSection({ value, onChange }: TipsSectionProps) {
  const t = useT();
  const { currency } = useCatalogSettings();
  const inputId = useId();
  const errorId = useId();
  const isPreset = (TIP_PRESETS as readonly number[]).includes(value);
  const [isCustom, setIsCustom] = useState(!isPreset);
  const [text, setText] = useState(isPreset ? '' : String(value));
  const [isInvalid, setIsInvalid] = useState(false);
  const mostTipped = useMostChosenTip();

  function typeTip(next: string) {
    setText(next);
    const parsed = parseTip(next, currency.digitsAfterDecimalPoint);
    setIsInvalid(parsed === null);
    if (parsed !== null) onChange(parsed);
  }

  return (
    <CheckoutSection title={t('checkout.tips')}>
      <p className="text-sm text-ink-muted">{t('checkout.tipsHint')}</p>
      {mostTipped !== null ? (
        <p className="text-sm font-medium">
          {t('checkout.mostTipped', { amount: formatAmount(mostTipped, currency) })}
        </p>
      ) : null}
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('checkout.tips')}</legend>
        {TIP_PRESETS.map((preset) => (
          <label key={preset} className={chipClass(!isCustom && value === preset)}>
            <input
              type="radio"
              name="tips"
              className="sr-only"
              checked={!isCustom && value === preset}
              onChange={() => {
                setIsCustom(false);
                setIsInvalid(false);
                onChange(preset);
              }}
            />
            {preset === 0 ? t('checkout.noTip') : formatAmount(preset, currency)}
          </label>
        ))}
        <label className={chipClass(isCustom)}>
          <input
            type="radio"
            name="tips"
            className="sr-only"
            checked={isCustom}
            onChange={() => {
              setIsCustom(true);
              typeTip(text);
            }}
          />
          {t('checkout.customTip')}
        </label>
      </fieldset>
      {isCustom ? (
        <div className="space-y-1">
          <label htmlFor={inputId} className="text-sm font-semibold">
            {t('checkout.tipAmount')}
          </label>
          <input
            id={inputId}
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => typeTip(event.target.value)}
            aria-invalid={isInvalid}
            aria-describedby={isInvalid ? errorId : undefined}
            className="min-h-11 w-full max-w-48 rounded-lg border border-line bg-surface px-3 text-sm"
          />
          {isInvalid ? (
            <p id={errorId} className="text-sm text-danger">
              {t('checkout.tipInvalid')}
            </p>
          ) : null}
        </div>
      ) : null}
    </CheckoutSection>
  );
}
