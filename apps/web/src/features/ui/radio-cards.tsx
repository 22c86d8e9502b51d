'use client';

import type { ReactNode } from 'react';

type RadioCardGroupProps = {
  legend: string;
  /** The id of a message about the group (a missing choice), while it shows. */
  describedBy?: string;
  children: ReactNode;
};

/** A column of radio cards under a legend, one choice per card. */
export function RadioCardGroup({ legend, describedBy, children }: RadioCardGroupProps) {
  return (
    <fieldset className="space-y-2" aria-describedby={describedBy}>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

type RadioCardProps = {
  name: string;
  value: string | number;
  checked: boolean;
  onSelect: () => void;
  children: ReactNode;
};

/** One full-width choice: the whole card is the radio button's label. */
export function RadioCard({ name, value, checked, onSelect, children }: RadioCardProps) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand-soft">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        className="size-4 accent-brand"
      />
      {children}
    </label>
  );
}
