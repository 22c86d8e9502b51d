'use client';

import { useT } from '@/features/i18n/i18n-provider';
import { TextField } from '@/features/ui/form/text-field';
import type { FieldBinding } from '@/features/ui/form/use-field-binding';

/** The contact person's name and number, as the address form and the guest contact form ask. */
export function ContactPersonFields({
  name,
  number,
  isRequired = false,
}: {
  name: FieldBinding;
  number: FieldBinding;
  /** Marked required for assistive technology (the guest contact form). */
  isRequired?: boolean;
}) {
  const t = useT();
  return (
    <>
      <TextField
        {...name}
        label={t('addresses.contactName')}
        autoComplete="name"
        required={isRequired}
      />
      <TextField
        {...number}
        label={t('addresses.contactNumber')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required={isRequired}
      />
    </>
  );
}
