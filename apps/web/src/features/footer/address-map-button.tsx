'use client';

import { MapPin } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useT } from '@/features/i18n/i18n-provider';

// Dialog and map code load when the address is clicked.
const AddressMapDialog = dynamic(
  () => import('./address-map-dialog').then((module) => module.AddressMapDialog),
  { ssr: false },
);

type AddressMapButtonProps = {
  address: string;
  center: { lat: number; lng: number };
};

/** The footer address opens a map dialog centred on the business's default location. */
export function AddressMapButton({ address, center }: AddressMapButtonProps) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        aria-label={t('footer.addressOnMap', { address })}
        className="flex items-start gap-2 text-start hover:text-brand hover:underline"
      >
        <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>{address}</span>
      </button>
      {isOpen ? (
        <AddressMapDialog address={address} center={center} onClose={() => setIsOpen(false)} />
      ) : null}
    </>
  );
}
