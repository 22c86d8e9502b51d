'use client';

import type { Address } from '@marketplace/contract/addresses';
import { type ReactNode, useId, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import { AppDialog } from '@/features/ui/app-dialog';
import { DialogActions } from '@/features/ui/dialog-actions';
import { Skeleton } from '@/features/ui/skeleton';
import { classNames } from '@/lib/class-names';
import { AddressSummary } from './address-summary';
import { LoadMoreAddresses, NoSavedAddresses, SavedAddressesError } from './saved-address-states';
import { useSavedAddresses } from './use-saved-addresses';

type SavedAddressesDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Only addresses the store delivers to (spec 02 §5). */
  storeZoneId?: number | null;
  selectedId: number | null;
  onSelect: (address: Address) => void;
};

/** Spec 01 §2 'Saved Addresses': a list at most 40vh high, Cancel and Select, or the 'Oops' state. */
export function SavedAddressesDialog({
  open,
  onOpenChange,
  storeZoneId = null,
  selectedId,
  onSelect,
}: SavedAddressesDialogProps) {
  const t = useT();
  const name = useId();
  const saved = useSavedAddresses({ isEnabled: open, storeZoneId });
  const [choiceId, setChoiceId] = useState<number | null>(selectedId);
  const choice = saved.addresses.find((address) => address.id === choiceId) ?? null;

  let body: ReactNode;
  if (saved.isLoading) {
    body = (
      <div className="space-y-2" aria-busy="true">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  } else if (saved.isError) {
    body = <SavedAddressesError saved={saved} className="space-y-2 py-4 text-center text-sm" />;
  } else if (saved.addresses.length === 0) {
    body = <NoSavedAddresses paddingClass="py-6" />;
  } else {
    body = (
      <fieldset className="max-h-[40vh] space-y-2 overflow-y-auto pe-1">
        <legend className="sr-only">{t('addresses.savedTitle')}</legend>
        {saved.addresses.map((address) => (
          <label
            key={address.id}
            className={classNames(
              'flex cursor-pointer items-start gap-3 rounded-xl border p-3',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand',
              address.id === choiceId ? 'border-brand bg-brand-soft' : 'border-line',
            )}
          >
            <input
              type="radio"
              name={name}
              value={address.id}
              checked={address.id === choiceId}
              onChange={() => setChoiceId(address.id)}
              className="mt-1 size-4 shrink-0 accent-[var(--brand)]"
            />
            <AddressSummary address={address} />
          </label>
        ))}
        {saved.hasMore ? <LoadMoreAddresses saved={saved} /> : null}
      </fieldset>
    );
  }

  return (
    <AppDialog open={open} onOpenChange={onOpenChange} title={t('addresses.savedTitle')}>
      {body}
      <DialogActions
        className="mt-4"
        onCancel={() => onOpenChange(false)}
        confirmLabel={t('addresses.select')}
        onConfirm={() => {
          if (!choice) return;
          onSelect(choice);
          onOpenChange(false);
        }}
        isConfirmDisabled={!choice}
      />
    </AppDialog>
  );
}
