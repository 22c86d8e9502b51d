'use client';

import type { Address } from '@marketplace/contract/addresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import dynamic from 'next/dynamic';
import { type ReactNode, useState } from 'react';
import { useCustomerInfo } from '@/features/auth/use-customer-info';
import { useT } from '@/features/i18n/i18n-provider';
import { useShellState } from '@/features/shell/shell-state-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { ConfirmDialog } from '@/features/ui/confirm-dialog';
import { notify } from '@/features/ui/notify';
import { Skeleton } from '@/features/ui/skeleton';
import { deleteAddress } from './address-api';
import { AddressSummary } from './address-summary';
import { chosenAddressStore } from './chosen-address';
import { LoadMoreAddresses, NoSavedAddresses, SavedAddressesError } from './saved-address-states';
import { SAVED_ADDRESSES_KEY, useSavedAddresses } from './use-saved-addresses';

const AddressFormDialog = dynamic(() =>
  import('./address-form-dialog').then((m) => m.AddressFormDialog),
);

/** /addresses: a signed-in customer's saved addresses, to add, edit and delete. */
export function AddressBook() {
  const t = useT();
  const { isSignedIn, openAuthDialog, location, defaultCenter } = useShellState();
  const saved = useSavedAddresses({ isEnabled: isSignedIn });
  const profile = useCustomerInfo(isSignedIn).data;
  const queryClient = useQueryClient();
  const [form, setForm] = useState<{ editing: Address | null } | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const remove = useMutation({
    mutationFn: (address: Address) => deleteAddress(address.id),
    onSuccess: async (_answer, address) => {
      if (chosenAddressStore.read()?.id === address.id) chosenAddressStore.write(null);
      await queryClient.invalidateQueries({ queryKey: SAVED_ADDRESSES_KEY });
      notify('success', t('addresses.deleted'));
      setDeleting(null);
    },
  });

  if (!isSignedIn) {
    return (
      <div className="space-y-3 rounded-xl border border-line p-6 text-center">
        <p>{t('location.signInForSaved')}</p>
        <button type="button" className={buttonClass('primary')} onClick={() => openAuthDialog()}>
          {t('header.signIn')}
        </button>
      </div>
    );
  }

  let body: ReactNode;
  if (saved.isLoading) {
    body = <Skeleton className="h-24" />;
  } else if (saved.isError) {
    body = <SavedAddressesError saved={saved} className="space-y-2 text-sm" />;
  } else if (saved.addresses.length === 0) {
    body = <NoSavedAddresses paddingClass="py-8" />;
  } else {
    body = (
      <ul className="space-y-2">
        {saved.addresses.map((address) => (
          <li
            key={address.id}
            className="flex items-start justify-between gap-2 rounded-xl border border-line p-3"
          >
            <AddressSummary address={address} />
            <span className="flex shrink-0 gap-1">
              <button
                type="button"
                onClick={() => setForm({ editing: address })}
                aria-label={`${t('addresses.editAddress')}: ${address.address}`}
                className="rounded-full p-2 text-brand hover:bg-surface-muted"
              >
                <Pencil aria-hidden className="size-4" />
              </button>
              <button
                type="button"
                onClick={() => setDeleting(address)}
                aria-label={`${t('addresses.delete')}: ${address.address}`}
                className="rounded-full p-2 text-danger hover:bg-surface-muted"
              >
                <Trash2 aria-hidden className="size-4" />
              </button>
            </span>
          </li>
        ))}
        {saved.hasMore ? (
          <li>
            <LoadMoreAddresses saved={saved} />
          </li>
        ) : null}
      </ul>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <button
          type="button"
          className={buttonClass('primary', 'sm')}
          onClick={() => setForm({ editing: null })}
        >
          <Plus aria-hidden className="size-4" />
          {t('addresses.addAddress')}
        </button>
      </div>
      {body}
      {form ? (
        <AddressFormDialog
          open
          onOpenChange={(open) => {
            if (!open) setForm(null);
          }}
          target={{ kind: 'customer', editing: form.editing, onSaved: () => {} }}
          defaults={{
            point: location ? { lat: location.lat, lng: location.lng } : defaultCenter,
            address: location?.address ?? '',
            contactName: profile ? `${profile.f_name} ${profile.l_name}`.trim() : '',
            contactNumber: profile?.phone ?? '',
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('addresses.deleteTitle')}
        body={deleting?.address ?? ''}
        confirmLabel={t('addresses.delete')}
        isBusy={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
        }}
      />
    </div>
  );
}
