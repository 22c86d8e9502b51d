'use client';

import type { Address } from '@marketplace/contract/addresses';
import { Pencil, Plus } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';
import type { MessageKey } from '@/features/i18n/messages/en';
import { useShellState } from '@/features/shell/shell-state-provider';
import { notify } from '@/features/ui/notify';
import type { AddressFormDefaults, AddressFormTarget } from './address-form-dialog';
import { AddressSummary } from './address-summary';
import { type DeliveryProblem, isEditableAddress, isInStoreZone } from './delivery-address';
import { GuestContactCard } from './guest-contact-card';
import type { DeliveryAddressState } from './use-delivery-address';

// The dialogs (forms, zod, the map) load when one opens.
const SavedAddressesDialog = dynamic(() =>
  import('./saved-addresses-dialog').then((m) => m.SavedAddressesDialog),
);
const AddressFormDialog = dynamic(() =>
  import('./address-form-dialog').then((m) => m.AddressFormDialog),
);
const GuestContactDialog = dynamic(() =>
  import('./guest-contact-dialog').then((m) => m.GuestContactDialog),
);

const PROBLEM_KEYS: Record<DeliveryProblem, MessageKey> = {
  address_missing: 'addresses.addDeliveryAddress',
  outside_zones: 'addresses.outsideZones',
  outside_store_zone: 'addresses.notInStoreZone',
  contact_missing: 'addresses.contactMissing',
};

type Open = 'saved' | 'form' | 'contact' | null;

/**
 * Spec 01 §2 'Delivery Addresses'. Customers: the chosen address (edit icon unless it is the
 * 'Selected Address'), add, and 'View Saved Address'. Guests: their contact card and an address
 * kept in this tab, no saved list. Take-away shows no address; a guest still gets the contact card.
 */
export function DeliveryAddressSection({ delivery }: { delivery: DeliveryAddressState }) {
  const t = useT();
  const headingId = useId();
  const { location, defaultCenter } = useShellState();
  const [open, setOpen] = useState<Open>(null);
  const [isEditing, setIsEditing] = useState(false);
  const { address, isGuest, problem } = delivery;
  const isDelivery = !delivery.isAddressHidden;

  if (!isDelivery && !isGuest) return null;

  const contactCard = isGuest ? (
    <GuestContactCard
      contact={delivery.guestContact}
      isDelivery={isDelivery}
      onEdit={() => setOpen('contact')}
    />
  ) : null;

  const point = address
    ? { lat: address.latitude, lng: address.longitude }
    : location
      ? { lat: location.lat, lng: location.lng }
      : defaultCenter;
  const defaults: AddressFormDefaults = {
    point,
    address: address?.address ?? location?.address ?? '',
    contactName: isGuest
      ? (delivery.guestContact?.contact_person_name ?? '')
      : delivery.customerContact.name,
    contactNumber: isGuest
      ? (delivery.guestContact?.contact_person_number ?? '')
      : delivery.customerContact.number,
    details: delivery.guestContact ?? undefined,
  };
  const target: AddressFormTarget = isGuest
    ? {
        kind: 'guest',
        editing: isEditing ? delivery.guestAddress : null,
        onSaved: delivery.saveGuestAddress,
      }
    : {
        kind: 'customer',
        editing: isEditing ? delivery.chosenSaved : null,
        onSaved: choose,
      };

  function choose(saved: Address) {
    delivery.chooseSaved(saved);
    if (!isInStoreZone(saved, delivery.storeZoneId)) {
      notify('warning', t('addresses.notInStoreZone'));
    }
  }

  function openForm(editing: boolean) {
    setIsEditing(editing);
    setOpen('form');
  }

  const dialogs = (
    <>
      {open === 'contact' ? (
        <GuestContactDialog
          open
          onOpenChange={(next) => setOpen(next ? 'contact' : null)}
          initial={delivery.guestContact}
          includeAddressDetails={isDelivery}
          onSave={delivery.saveGuestContact}
        />
      ) : null}
      {open === 'form' ? (
        <AddressFormDialog
          open
          onOpenChange={(next) => setOpen(next ? 'form' : null)}
          target={target}
          defaults={defaults}
        />
      ) : null}
      {open === 'saved' ? (
        <SavedAddressesDialog
          open
          onOpenChange={(next) => setOpen(next ? 'saved' : null)}
          storeZoneId={delivery.storeZoneId}
          selectedId={delivery.chosenSaved?.id ?? null}
          onSelect={choose}
        />
      ) : null}
    </>
  );

  if (!isDelivery) {
    return (
      <section aria-label={t('addresses.contactTitle')}>
        {contactCard}
        {dialogs}
      </section>
    );
  }

  const showProblem = problem !== null && !(isGuest && problem === 'contact_missing');

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-xl border border-line p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-bold">
          {t('addresses.sectionTitle')}
        </h2>
        <button
          type="button"
          onClick={() => openForm(false)}
          className="inline-flex min-h-9 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-brand hover:bg-surface-muted"
        >
          <Plus aria-hidden className="size-4" />
          {t('addresses.addAddress')}
        </button>
      </div>
      {contactCard}
      {address ? (
        <div className="flex items-start justify-between gap-2 rounded-xl bg-surface-muted p-3">
          <AddressSummary address={address} showContact={!isGuest} />
          {isEditableAddress(address) ? (
            <button
              type="button"
              onClick={() => openForm(true)}
              aria-label={t('addresses.editAddress')}
              className="rounded-full p-2 text-brand hover:bg-surface"
            >
              <Pencil aria-hidden className="size-4" />
            </button>
          ) : null}
        </div>
      ) : null}
      {isGuest ? null : (
        <button
          type="button"
          onClick={() => setOpen('saved')}
          className="text-sm font-semibold text-brand underline-offset-2 hover:underline"
        >
          {t('addresses.viewSaved')}
        </button>
      )}
      {showProblem && problem ? (
        <p role="alert" className="text-sm text-danger">
          {t(PROBLEM_KEYS[problem])}
        </p>
      ) : null}
      {dialogs}
    </section>
  );
}
