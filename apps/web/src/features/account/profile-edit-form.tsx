'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { CustomerInfo } from '@marketplace/contract/customer';
import { type UpdateProfileBody, UpdateProfileBodySchema } from '@marketplace/contract/profile';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showFormErrors } from '@/features/auth/server-errors';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { NewPasswordFields } from '@/features/ui/form/password-field';
import { TextField } from '@/features/ui/form/text-field';
import { useFieldBinding } from '@/features/ui/form/use-field-binding';
import { isApiError } from '@/lib/api-client';
import { translateProfileMessage } from './profile-messages';
import { ProfileOtpDialog } from './profile-otp-dialog';
import { ProfilePhotoField } from './profile-photo-field';
import { useProfileUpdate } from './use-profile-update';

type FormValues = {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirm_password: string;
};

const FIELDS = ['name', 'email', 'phone', 'password', 'confirm_password'] as const;

function initialValues(info: CustomerInfo): FormValues {
  return {
    name: `${info.f_name} ${info.l_name}`.trim(),
    email: info.email ?? '',
    phone: info.phone ?? '',
    password: '',
    confirm_password: '',
  };
}

/**
 * Spec 02 §2 Edit personal details: photo, name, e-mail, phone, and the password pair only when manual
 * login is on; Go Back, Reset, Update Profile.
 */
export function ProfileEditForm({
  info,
  isManualLoginOn,
  onClose,
}: {
  info: CustomerInfo;
  isManualLoginOn: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const form = useForm<FormValues>({
    resolver: zodResolver(UpdateProfileBodySchema) as never,
    mode: 'onTouched',
    defaultValues: initialValues(info),
  });
  const field = useFieldBinding(form, translateProfileMessage);
  const update = useProfileUpdate(onClose);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    const body: UpdateProfileBody = {
      ...values,
      button_type: 'update',
      ...(photo ? { image: photo } : {}),
    };
    setPhotoError(null);
    try {
      await update.send(body);
    } catch (error) {
      // The photo's problem shows under the photo; the other fields' as before.
      const photoEntry = isApiError(error) ? error.errors.find((e) => e.code === 'image') : null;
      if (photoEntry) setPhotoError(photoEntry.message);
      const isOnlyPhoto = isApiError(error) && error.errors.every((e) => e.code === 'image');
      if (!photoEntry || !isOnlyPhoto) {
        showFormErrors(error, t, { fields: FIELDS, setError: form.setError });
      }
    }
  });

  // The dialog stays outside the form: its own form's submit would bubble (through the portal) here.
  return (
    <>
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('account.editTitle')}>
        <ProfilePhotoField
          currentUrl={info.image_full_url}
          file={photo}
          onChange={(file) => {
            setPhoto(file);
            setPhotoError(null);
          }}
          serverError={photoError}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('account.name')} autoComplete="name" {...field('name')} />
          <TextField
            label={t('account.email')}
            type="email"
            autoComplete="email"
            {...field('email')}
          />
          <TextField
            label={t('account.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+15551234567"
            {...field('phone')}
          />
        </div>
        {isManualLoginOn ? (
          <NewPasswordFields
            passwordLabel={t('account.newPassword')}
            password={field('password')}
            confirmation={field('confirm_password')}
          />
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={buttonClass('ghost')} onClick={onClose}>
            {t('account.goBack')}
          </button>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => {
              form.reset(initialValues(info));
              setPhoto(null);
              setPhotoError(null);
            }}
          >
            {t('account.reset')}
          </button>
          <button
            type="submit"
            className={buttonClass('primary')}
            disabled={form.formState.isSubmitting}
          >
            {t('account.updateProfile')}
          </button>
        </div>
      </form>
      <ProfileOtpDialog
        pending={update.pending}
        onClose={update.closeDialog}
        onVerify={update.verify}
        onResend={update.resend}
      />
    </>
  );
}
