'use client';

import { useId } from 'react';
import { useT } from '@/features/i18n/i18n-provider';

const COORDINATE_INPUT_CLASS =
  'min-h-11 w-full rounded-lg border border-line bg-surface px-3 font-mono text-base outline-none focus:border-brand';

type CoordinateFieldsProps = {
  /** The latitude and longitude as typed. */
  lat: string;
  lng: string;
  onChange: (lat: string, lng: string) => void;
  /** Shown under the fields, which point to it and are marked invalid while it shows. */
  error: string | null;
  inputClassName?: string;
};

/** Typed latitude and longitude beside a map, which keep working when map tiles cannot load. */
export function CoordinateFields({
  lat,
  lng,
  onChange,
  error,
  inputClassName = COORDINATE_INPUT_CLASS,
}: CoordinateFieldsProps) {
  const t = useT();
  const id = useId();
  const inputs = [
    {
      key: 'lat',
      label: t('location.latitude'),
      value: lat,
      setText: (next: string) => onChange(next, lng),
    },
    {
      key: 'lng',
      label: t('location.longitude'),
      value: lng,
      setText: (next: string) => onChange(lat, next),
    },
  ];
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        {inputs.map((input) => (
          <div key={input.key}>
            <label htmlFor={`${id}-${input.key}`} className="mb-1 block text-sm font-medium">
              {input.label}
            </label>
            <input
              id={`${id}-${input.key}`}
              inputMode="decimal"
              autoComplete="off"
              value={input.value}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => input.setText(event.target.value)}
              className={inputClassName}
            />
          </div>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}
