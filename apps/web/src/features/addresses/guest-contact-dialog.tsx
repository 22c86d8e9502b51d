'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import {
  type GuestContactInfo,
  type GuestContactInfoInput,
  GuestContactInfoSchema,
} from '@marketplace/contract/addresses';
import { useForm } from 'react-hook-form';
import { useT } from '@/features/i18n/i18n-provider';
import { AppDialog } from '@/features/ui/app-dialog';
import { buttonClass } from '@/features/ui/button-styles';
import { TextField } from '@/features/ui/form/text-field';
import { useFieldBinding } from '@/features/ui/form/use-field-binding';
import { translateAddressMessage } from './address-messages';
import { ContactPersonFields } from './contact-person-fields';

type GuestContactDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initial: GuestContactInfo | null;
  /** Road, house and floor are asked only when the order is delivered (spec 01 §2). */
  includeAddressDetails: boolean;
  onSave: (contact: GuestContactInfo) => void;
};

/** Spec 01 §2 Guest contact form dialog; it saves to the stored contact info on submit (§4). */
export function GuestContactDialog({
  open,
  onOpenChange,
  initial,
  includeAddressDetails,
  onSave,
}: GuestContactDialogProps) {
  const t = useT();
  return (
    <AppDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('addresses.contactFormTitle')}
      description={t('addresses.enterContact')}
    >
      {open ? (
        <GuestContactForm
          initial={initial}
          includeAddressDetails={includeAddressDetails}
          onSave={(contact) => {
            onSave(contact);
            onOpenChange(false);
          }}
        />
      ) : null}
    </AppDialog>
  );
}

function GuestContactForm({
  initial,
  includeAddressDetails,
  onSave,
}: Pick<GuestContactDialogProps, 'initial' | 'includeAddressDetails' | 'onSave'>) {
  const t = useT();
  const form = useForm<GuestContactInfoInput, unknown, GuestContactInfo>({
    resolver: zodResolver(GuestContactInfoSchema),
    mode: 'onTouched',
    defaultValues: {
      contact_person_name: initial?.contact_person_name ?? '',
      contact_person_number: initial?.contact_person_number ?? '',
      contact_person_email: initial?.contact_person_email ?? '',
      road: initial?.road ?? '',
      house: initial?.house ?? '',
      floor: initial?.floor ?? '',
    },
  });
  const field = useFieldBinding(form, translateAddressMessage);

  const submit = form.handleSubmit((values) => {
    // A take-away form has no road, house or floor: keep what a delivery form saved earlier.
    onSave(
      includeAddressDetails
        ? values
        : {
            ...values,
            road: initial?.road ?? null,
            house: initial?.house ?? null,
            floor: initial?.floor ?? null,
          },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <ContactPersonFields
        name={field('contact_person_name')}
        number={field('contact_person_number')}
        isRequired
      />
      <TextField
        {...field('contact_person_email')}
        label={`${t('addresses.contactEmail')} ${t('addresses.optional')}`}
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      {includeAddressDetails ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField {...field('road')} label={t('addresses.road')} />
          <TextField {...field('house')} label={t('addresses.house')} />
          <TextField {...field('floor')} label={t('addresses.floor')} />
        </div>
      ) : null}
      <button type="submit" className={buttonClass('primary', 'md', 'w-full')}>
        {t('addresses.saveContact')}
      </button>
    </form>
  );
}
