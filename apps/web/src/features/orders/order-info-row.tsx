'use client';

import type { ReactNode } from 'react';

type InfoRowProps = { icon: ReactNode; title: string; children: ReactNode };

/** One fact on the order page: an icon, its title, then the details in muted text. */
export function InfoRow({ icon, title, children }: InfoRowProps) {
  return (
    <div className="flex gap-3">
      <span aria-hidden className="mt-0.5 text-brand">
        {icon}
      </span>
      <div className="min-w-0 text-sm">
        <p className="font-semibold">{title}</p>
        <div className="break-words text-ink-muted">{children}</div>
      </div>
    </div>
  );
}

type ContactAddress = {
  address: string;
  contact_person_name: string;
  contact_person_number: string;
};

/** An address and who answers there, as the order page shows both parties. */
export function AddressLines({ place }: { place: ContactAddress }) {
  return (
    <>
      <p>{place.address}</p>
      <p>{`${place.contact_person_name} · ${place.contact_person_number}`}</p>
    </>
  );
}
