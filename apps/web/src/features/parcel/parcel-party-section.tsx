'use client';

import { BookMarked, Loader2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { AddressMapField } from '@/features/addresses/address-map-field';
import { SavedAddressesDialog } from '@/features/addresses/saved-addresses-dialog';
import { CheckoutSection } from '@/features/checkout/checkout-section';
import { useT } from '@/features/i18n/i18n-provider';
import { findAddress, type LatLng } from '@/features/location/location-api';
import { buttonClass } from '@/features/ui/button-styles';
import { Field, INPUT_CLASS } from '@/features/ui/form/field';
import { classNames } from '@/lib/class-names';
import { type ParcelParty, partyFromSavedAddress } from './parcel-party';
import type { ParcelZoneCheck } from './use-parcel-zone';

const REVERSE_GEOCODE_DELAY_MS = 400;

type ParcelPartySectionProps = {
  title: string;
  party: ParcelParty;
  onChange: (party: ParcelParty) => void;
  /** Where the map starts before a point is picked (the customer's location). */
  startPoint: LatLng;
  zone: ParcelZoneCheck;
  /** What to say when the point is outside every zone that serves parcels. */
  outsideMessage: string;
  /** Saved addresses are a signed-in customer's (spec 01 §6). */
  canUseSavedAddresses: boolean;
  /** The server's words on this party (from the quote). */
  problems: readonly string[];
};

function TextInput({
  label,
  value,
  onChange,
  ...input
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
} & Omit<React.ComponentPropsWithoutRef<'input'>, 'value' | 'onChange' | 'className'>) {
  return (
    <Field label={label}>
      {(control) => (
        <input
          {...control}
          {...input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={INPUT_CLASS}
        />
      )}
    </Field>
  );
}

/** Where the zone check stands for the picked point, said beside the map. */
function ZoneNote({ zone, outsideMessage }: { zone: ParcelZoneCheck; outsideMessage: string }) {
  const t = useT();
  if (zone.isChecking) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
        <Loader2 aria-hidden className="size-4 animate-spin" />
        {t('parcel.zoneChecking')}
      </p>
    );
  }
  if (zone.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        {t('parcel.zoneCheckFailed')}{' '}
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => void zone.refetch()}
        >
          {t('common.retry')}
        </button>
      </p>
    );
  }
  if (zone.zone && !zone.zone.servesParcels) {
    return (
      <p role="alert" className="text-sm text-danger">
        {outsideMessage}
      </p>
    );
  }
  return null;
}

/**
 * The sender or the receiver of a parcel: who (name, phone), where (the point on the map, with
 * place search, the current position and typed coordinates, or a saved address), and the
 * address with house, floor and road. The point is checked at once against the zones that
 * serve parcels.
 */
export function ParcelPartySection(props: ParcelPartySectionProps) {
  const { title, party, onChange, startPoint, zone, outsideMessage, problems } = props;
  const t = useT();
  const [isSavedOpen, setIsSavedOpen] = useState(false);
  const geocodeRun = useRef(0);
  const geocodeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(party);
  latest.current = party;

  const set = (patch: Partial<ParcelParty>) => onChange({ ...latest.current, ...patch });

  function onPointChange(point: LatLng, address?: string) {
    const run = ++geocodeRun.current;
    clearTimeout(geocodeTimer.current);
    if (address) {
      set({ point, address: address.slice(0, 500) });
      return;
    }
    set({ point });
    // The address follows the pin once it settles, unless the customer typed one meanwhile.
    const typedBefore = latest.current.address;
    geocodeTimer.current = setTimeout(() => {
      void findAddress(point).then((found) => {
        if (found && run === geocodeRun.current && latest.current.address === typedBefore) {
          set({ address: found.slice(0, 500) });
        }
      });
    }, REVERSE_GEOCODE_DELAY_MS);
  }

  return (
    <CheckoutSection
      title={title}
      problems={problems}
      action={
        props.canUseSavedAddresses ? (
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            onClick={() => setIsSavedOpen(true)}
          >
            <BookMarked aria-hidden className="size-4" />
            {t('addresses.viewSaved')}
          </button>
        ) : null
      }
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput
          label={t('addresses.contactName')}
          value={party.name}
          onChange={(name) => set({ name })}
          autoComplete="off"
          required
          maxLength={100}
        />
        <TextInput
          label={t('addresses.contactNumber')}
          value={party.phone}
          onChange={(phone) => set({ phone })}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          required
          maxLength={20}
        />
      </div>
      {party.point === null ? (
        <p className="text-sm text-ink-muted">{t('parcel.pickPointHint')}</p>
      ) : null}
      <AddressMapField point={party.point ?? startPoint} onPointChange={onPointChange} />
      <ZoneNote zone={zone} outsideMessage={outsideMessage} />
      <Field label={t('addresses.address')}>
        {(control) => (
          <textarea
            {...control}
            value={party.address}
            onChange={(event) => set({ address: event.target.value.slice(0, 500) })}
            rows={2}
            required
            className={classNames(INPUT_CLASS, 'py-2')}
          />
        )}
      </Field>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextInput
          label={t('addresses.house')}
          value={party.house}
          onChange={(house) => set({ house })}
          maxLength={100}
        />
        <TextInput
          label={t('addresses.floor')}
          value={party.floor}
          onChange={(floor) => set({ floor })}
          maxLength={100}
        />
        <TextInput
          label={t('addresses.road')}
          value={party.road}
          onChange={(road) => set({ road })}
          maxLength={255}
        />
      </div>
      {props.canUseSavedAddresses && isSavedOpen ? (
        <SavedAddressesDialog
          open={isSavedOpen}
          onOpenChange={setIsSavedOpen}
          selectedId={null}
          onSelect={(address) => {
            geocodeRun.current++;
            onChange(partyFromSavedAddress(address));
          }}
        />
      ) : null}
    </CheckoutSection>
  );
}
