'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADDRESS_TYPES,
  type AddressBody,
  type AddressBodyInput,
  AddressBodySchema,
} from '@marketplace/contract/addresses';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { getErrorMessages } from '@/features/errors/query-client';
import { useT } from '@/features/i18n/i18n-provider';
import { findAddress, type LatLng } from '@/features/location/location-api';
import { SubmitButton } from '@/features/ui/form/submit-button';
import { TextAreaField, TextField } from '@/features/ui/form/text-field';
import { useFieldBinding } from '@/features/ui/form/use-field-binding';
import { notify } from '@/features/ui/notify';
import { isApiError } from '@/lib/api-client';
import { classNames } from '@/lib/class-names';
import { ADDRESS_FORM_FIELDS, splitAddressErrors } from './address-errors';
import { ADDRESS_TYPE_KEYS } from './address-format';
import { AddressMapField } from './address-map-field';
import { translateAddressMessage } from './address-messages';
import { ContactPersonFields } from './contact-person-fields';

const REVERSE_GEOCODE_DELAY_MS = 400;

export type AddressFormProps = {
  initial: AddressBodyInput & { latitude: number; longitude: number };
  submitLabel: string;
  /** Saves the checked values; a thrown ApiError is shown on the form. */
  onSubmit: (values: AddressBody) => Promise<void>;
};

/** Spec 01 §2 address modal: map, 'use my current position', 'Label As', the address fields. */
export function AddressForm({ initial, submitLabel, onSubmit }: AddressFormProps) {
  const t = useT();
  const form = useForm<AddressBodyInput, unknown, AddressBody>({
    resolver: zodResolver(AddressBodySchema),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const [point, setPoint] = useState<LatLng>({ lat: initial.latitude, lng: initial.longitude });
  const [pointError, setPointError] = useState<string | null>(null);
  const geocodeRun = useRef(0);
  const geocodeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { errors, isSubmitting } = form.formState;
  const field = useFieldBinding(form, translateAddressMessage);
  const addressType = form.watch('address_type');
  const message = (text: string | undefined) => translateAddressMessage(text, t);
  const hasBadCoordinates = Boolean(errors.latitude ?? errors.longitude);

  useEffect(() => () => clearTimeout(geocodeTimer.current), []);

  function onPointChange(next: LatLng, address?: string) {
    setPoint(next);
    setPointError(null);
    form.setValue('latitude', next.lat);
    form.setValue('longitude', next.lng);
    const run = ++geocodeRun.current;
    clearTimeout(geocodeTimer.current);
    if (address) {
      form.setValue('address', address, { shouldValidate: true });
      return;
    }
    // The address follows the pin (the first geocoder result, spec 01 §7), once it settles,
    // unless the customer typed an address meanwhile.
    const typedBefore = form.getValues('address');
    geocodeTimer.current = setTimeout(() => {
      void findAddress(next).then((found) => {
        if (found && run === geocodeRun.current && form.getValues('address') === typedBefore) {
          form.setValue('address', found.slice(0, 500), { shouldValidate: true });
        }
      });
    }, REVERSE_GEOCODE_DELAY_MS);
  }

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      // The shared rule already told the customer and ended the session.
      if (isApiError(error) && error.status === 401) return;
      const split = splitAddressErrors(error);
      let isFirst = true;
      for (const field of ADDRESS_FORM_FIELDS) {
        const text = split.fields[field];
        if (!text) continue;
        form.setError(field, { type: 'server', message: text }, { shouldFocus: isFirst });
        isFirst = false;
      }
      if (split.point !== null) {
        setPointError(message(split.point) ?? t('addresses.outsideZones'));
      }
      const hasShown = !isFirst || split.point !== null;
      const toasts = split.other.length > 0 || hasShown ? split.other : getErrorMessages(error, t);
      for (const text of new Set(toasts)) notify('error', message(text) ?? text);
    }
  });

  return (
    <div className="space-y-4">
      <AddressMapField
        point={point}
        onPointChange={onPointChange}
        error={pointError ?? (hasBadCoordinates ? t('location.coordinatesInvalid') : null)}
      />
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextAreaField
          {...field('address')}
          label={t('addresses.address')}
          rows={2}
          autoComplete="street-address"
          placeholder={t('addresses.addressPlaceholder')}
        />

        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t('addresses.labelAs')}</legend>
          <div className="flex flex-wrap gap-2">
            {ADDRESS_TYPES.map((type) => (
              <label
                key={type}
                className={classNames(
                  'inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand',
                  addressType === type
                    ? 'border-brand bg-brand-soft font-semibold text-brand'
                    : 'border-line hover:bg-surface-muted',
                )}
              >
                <input
                  type="radio"
                  value={type}
                  {...form.register('address_type')}
                  className="sr-only"
                />
                {t(ADDRESS_TYPE_KEYS[type])}
              </label>
            ))}
          </div>
        </fieldset>
        {addressType === 'other' ? (
          <TextField
            {...field('address_label')}
            label={`${t('addresses.label')} ${t('addresses.optional')}`}
            autoComplete="off"
            placeholder={t('addresses.labelPlaceholder')}
          />
        ) : null}

        <div className="grid gap-4 sm:grid-cols-2">
          <ContactPersonFields
            name={field('contact_person_name')}
            number={field('contact_person_number')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField {...field('house')} label={t('addresses.house')} />
          <TextField {...field('floor')} label={t('addresses.floor')} />
          <TextField {...field('road')} label={t('addresses.road')} />
        </div>
        <TextAreaField
          {...field('additional_information')}
          label={`${t('addresses.additionalInformation')} ${t('addresses.optional')}`}
          rows={2}
        />
        <SubmitButton isBusy={isSubmitting}>{submitLabel}</SubmitButton>
      </form>
    </div>
  );
}
