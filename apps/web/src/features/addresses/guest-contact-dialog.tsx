'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import {
  type GuestContactInfo,
  type GuestContactInfoInput,
  GuestContactInfoSchema,
} from '@marketplace/contract/addresses';
import { useForm } from 'react-hook-form';
import { Field, INPUT_CLASS } from '@/features/auth/field';
import { useT } from '@/features/i18n/i18n-provider';
import { AppDialog } from '@/features/ui/app-dialog';
import { buttonClass } from '@/features/ui/button-styles';
import { translateAddressMessage } from './address-messages';

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
  const { errors } = form.formState;
  const message = (text: string | undefined) => translateAddressMessage(text, t);

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
      <Field
        label={t('addresses.contactName')}
        error={message(errors.contact_person_name?.message)}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('contact_person_name')}
            autoComplete="name"
            required
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <Field
        label={t('addresses.contactNumber')}
        error={message(errors.contact_person_number?.message)}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('contact_person_number')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            className={INPUT_CLASS}
          />
        )}
      </Field>
      <Field
        label={`${t('addresses.contactEmail')} ${t('addresses.optional')}`}
        error={message(errors.contact_person_email?.message)}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('contact_person_email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            className={INPUT_CLASS}
          />
        )}
      </Field>
      {includeAddressDetails ? (
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={t('addresses.road')} error={message(errors.road?.message)}>
            {(control) => <input {...control} {...form.register('road')} className={INPUT_CLASS} />}
          </Field>
          <Field label={t('addresses.house')} error={message(errors.house?.message)}>
            {(control) => (
              <input {...control} {...form.register('house')} className={INPUT_CLASS} />
            )}
          </Field>
          <Field label={t('addresses.floor')} error={message(errors.floor?.message)}>
            {(control) => (
              <input {...control} {...form.register('floor')} className={INPUT_CLASS} />
            )}
          </Field>
        </div>
      ) : null}
      <button type="submit" className={buttonClass('primary', 'md', 'w-full')}>
        {t('addresses.saveContact')}
      </button>
    </form>
  );
}
