'use client';

import type { GuestContactInfo } from '@marketplace/contract/addresses';
import { Pencil, UserRound } from 'lucide-react';
import { useT } from '@/features/i18n/i18n-provider';
import { formatAddressDetails } from './address-format';

type GuestContactCardProps = {
  contact: GuestContactInfo | null;
  /** Delivery shows road, house and floor, and asks for a delivery address (spec 01 §2). */
  isDelivery: boolean;
  onEdit: () => void;
};

/** Spec 01 §2: the guest's contact info, or 'No Contact Info Added' and what to enter. */
export function GuestContactCard({ contact, isDelivery, onEdit }: GuestContactCardProps) {
  const t = useT();
  const details = contact && isDelivery ? formatAddressDetails(contact, t) : '';
  return (
    <div className="flex items-start gap-3 rounded-xl border border-line p-3">
      <UserRound aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
      <div className="min-w-0 flex-1 space-y-0.5 text-sm">
        {contact ? (
          <>
            <p className="font-semibold">{contact.contact_person_name}</p>
            <p>{contact.contact_person_number}</p>
            {contact.contact_person_email ? (
              <p className="break-words">{contact.contact_person_email}</p>
            ) : null}
            {details ? <p className="text-xs text-ink-muted">{details}</p> : null}
          </>
        ) : (
          <>
            <p className="font-semibold">{t('addresses.noContact')}</p>
            <p className="text-ink-muted">{t('addresses.enterContact')}</p>
            {isDelivery ? (
              <p className="text-ink-muted">{t('addresses.addDeliveryAddress')}</p>
            ) : null}
          </>
        )}
      </div>
      <button
        type="button"
        onClick={onEdit}
        aria-label={contact ? t('addresses.editContact') : t('addresses.addContact')}
        className="rounded-full p-2 text-brand hover:bg-surface-muted"
      >
        <Pencil aria-hidden className="size-4" />
      </button>
    </div>
  );
}
