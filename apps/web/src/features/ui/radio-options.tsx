'use client';

import type { ReactNode } from 'react';

type RadioOptionGroupProps = {
  legend: string;
  /** The id of a message about the group (a missing choice), while it shows. */
  describedBy?: string;
  children: ReactNode;
};

/** A column of radio options under a legend, each a bordered row. */
export function RadioOptionGroup({ legend, describedBy, children }: RadioOptionGroupProps) {
  return (
    <fieldset className="space-y-2" aria-describedby={describedBy}>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {children}
    </fieldset>
  );
}

type RadioOptionProps = {
  name: string;
  value: string | number;
  checked: boolean;
  onSelect: () => void;
  children: ReactNode;
};

/** One full-width choice: the whole row is the radio button's label. */
export function RadioOption({ name, value, checked, onSelect, children }: RadioOptionProps) {
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
