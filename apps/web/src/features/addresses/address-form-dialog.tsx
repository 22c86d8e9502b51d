'use client';

import type { Address, AddressBody } from '@marketplace/contract/addresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '@/features/i18n/i18n-provider';
import { findZoneIds, type LatLng } from '@/features/location/location-api';
import { AppDialog } from '@/features/ui/app-dialog';
import { notify } from '@/features/ui/notify';
import { saveAddress } from './address-api';
import { AddressForm, type AddressFormProps } from './address-form';
import { translateAddressMessage } from './address-messages';
import type { LocalAddress } from './delivery-address';
import { SAVED_ADDRESSES_KEY } from './use-saved-addresses';

/** Who keeps the address: the server (a customer) or this browser tab (a guest). */
export type AddressFormTarget =
  | { kind: 'customer'; editing: Address | null; onSaved: (saved: Address) => void }
  | { kind: 'guest'; editing: LocalAddress | null; onSaved: (saved: LocalAddress) => void };

/** What a new address starts from: the header location and the caller's contact person. */
export type AddressFormDefaults = {
  point: LatLng;
  address: string;
  contactName: string;
  contactNumber: string;
  /** A guest's road, house and floor from the contact form. */
  details?: { house: string | null; floor: string | null; road: string | null };
};

type AddressFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: AddressFormTarget;
  defaults: AddressFormDefaults;
};

function initialValues(
  editing: Address | LocalAddress | null,
  defaults: AddressFormDefaults,
): AddressFormProps['initial'] {
  if (editing) {
    return {
      address: editing.address,
      address_type: editing.address_type,
      address_label: editing.address_type === 'other' ? (editing.address_label ?? '') : '',
      contact_person_name: editing.contact_person_name,
      contact_person_number: editing.contact_person_number,
      latitude: editing.latitude,
      longitude: editing.longitude,
      house: editing.house ?? '',
      floor: editing.floor ?? '',
      road: editing.road ?? '',
      additional_information: editing.additional_information ?? '',
    };
  }
  return {
    address: defaults.address,
    address_type: 'home',
    address_label: '',
    contact_person_name: defaults.contactName,
    contact_person_number: defaults.contactNumber,
    latitude: defaults.point.lat,
    longitude: defaults.point.lng,
    house: defaults.details?.house ?? '',
    floor: defaults.details?.floor ?? '',
    road: defaults.details?.road ?? '',
    additional_information: '',
  };
}

/**
 * The address modal. A customer's address is saved by the API (which computes its zones); a
 * guest's stays in this tab once get-zone-id says a zone covers the point.
 */
export function AddressFormDialog({
  open,
  onOpenChange,
  target,
  defaults,
}: AddressFormDialogProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const isEditing = target.editing !== null;

  // Through the mutation cache, so an expired token ends the session like every other call;
  // the form shows the other errors itself.
  const save = useMutation({
    mutationFn: (values: AddressBody) =>
      saveAddress(values, target.kind === 'customer' ? target.editing?.id : undefined),
    meta: { silent: true },
  });

  async function onSubmit(values: AddressBody) {
    if (target.kind === 'customer') {
      const saved = await save.mutateAsync(values);
      await queryClient.invalidateQueries({ queryKey: SAVED_ADDRESSES_KEY });
      notify('success', translateAddressMessage(saved.message, t) ?? saved.message);
      target.onSaved(saved.address);
    } else {
      const zoneIds = await findZoneIds({ lat: values.latitude, lng: values.longitude });
      target.onSaved({ ...values, zone_ids: zoneIds });
    }
    onOpenChange(false);
  }

  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={isEditing ? t('addresses.editTitle') : t('addresses.addTitle')}
    >
      {open ? (
        <AddressForm
          initial={initialValues(target.editing, defaults)}
          submitLabel={isEditing ? t('addresses.update') : t('addresses.save')}
          onSubmit={onSubmit}
        />
      ) : null}
    </AppDialog>
  );
}
