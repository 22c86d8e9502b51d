'use client';

import type { DeliveryManStoreBody } from '@marketplace/contract/partners';
import type { Zone } from '@marketplace/contract/zones';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { usePhoneCountry } from '@/features/auth/use-phone-country';
import { useT } from '@/features/i18n/i18n-provider';
import { useFieldBinding } from '@/features/ui/form/use-field-binding';
import { notify } from '@/features/ui/notify';
import { ApplicantFields, type PhoneSettings } from './applicant-fields';
import { ApplicationReview } from './application-review';
import { ApplicationSubmitted } from './application-submitted';
import { bodyResolver } from './body-resolver';
import { DeliveryManIdentityStep } from './delivery-man-identity-step';
import { buildDeliveryManReviewSections } from './delivery-man-review-sections';
import {
  DELIVERY_MAN_STEP_FIELDS,
  type DeliveryManField,
  type DeliveryManValues,
  deliveryManFieldOf,
  EMPTY_DELIVERY_MAN,
  isDeliveryManField,
  toDeliveryManBody,
} from './delivery-man-values';
import { DeliveryManWorkStep } from './delivery-man-work-step';
import { ImageField } from './image-field';
import { DeliveryManRegistrationFormSchema, withoutConfirmation } from './partner-form-schemas';
import { translatePartnerMessage } from './partner-messages';
import { registerDeliveryMan } from './partners-api';
import { RegistrationWizard } from './registration-wizard';
import { placeServerErrors } from './server-field-errors';
import { useRegistrationSteps } from './use-registration-steps';

const FOCUS_TARGETS: Partial<Record<DeliveryManField, string>> = {
  image: 'delivery-image',
  identity_image: 'delivery-identity_image',
};

/** /deliveryman-registration: the delivery-man application in four steps (issue 16). */
export function DeliveryManRegistrationForm({
  zones,
  phone,
}: {
  zones: readonly Zone[];
  phone: PhoneSettings;
}) {
  const t = useT();
  const formId = useId();
  const phoneCountry = usePhoneCountry(phone.defaultCountry);
  // The resolver reads the dialling code as picked when it runs.
  const phoneCountryRef = useRef(phoneCountry);
  phoneCountryRef.current = phoneCountry;
  const form = useForm<DeliveryManValues, unknown, Record<string, unknown>>({
    defaultValues: EMPTY_DELIVERY_MAN,
    reValidateMode: 'onChange',
    resolver: bodyResolver(
      DeliveryManRegistrationFormSchema,
      (values) => toDeliveryManBody(values, phoneCountryRef.current.toFullNumber(values.phone)),
      deliveryManFieldOf,
    ),
  });
  const field = useFieldBinding(form, translatePartnerMessage);
  const [submitted, setSubmitted] = useState<{ message: string } | null>(null);
  const values = form.watch();
  const steps = useRegistrationSteps({
    form,
    stepFields: DELIVERY_MAN_STEP_FIELDS,
    focusTargets: FOCUS_TARGETS,
    submit,
  });

  // Sends the values as the contract reads them (its input), not the resolver's parsed output.
  async function submit() {
    const values = form.getValues();
    const body = toDeliveryManBody(values, phoneCountry.toFullNumber(values.phone));
    try {
      const answer = await registerDeliveryMan(withoutConfirmation(body) as DeliveryManStoreBody);
      setSubmitted(answer);
    } catch (error) {
      const placed = placeServerErrors(error, t, {
        setError: form.setError,
        fieldOf: (code) => (isDeliveryManField(code) ? code : null),
      });
      for (const message of placed.messages) {
        notify('error', translatePartnerMessage(message, t) ?? message);
      }
      steps.showFirstError(placed.fields);
    }
  }

  function setPhoto(file: File | null) {
    form.setValue('image', file, { shouldValidate: Boolean(form.getFieldState('image').error) });
  }

  function setIdentityImages(files: File[]) {
    const shouldValidate = Boolean(form.getFieldState('identity_image').error);
    form.setValue('identity_image', files, { shouldValidate });
  }

  if (submitted) {
    return (
      <ApplicationSubmitted
        title={t('partners.submitted')}
        body={t('deliveryReg.pendingBody', { name: values.f_name })}
        email={values.email}
        message={translatePartnerMessage(submitted.message, t)}
      />
    );
  }

  const renderForm = (children: ReactNode) => (
    <form id={formId} noValidate onSubmit={(event) => void steps.onStepSubmit(event)}>
      {children}
    </form>
  );
  const fullPhone = values.phone ? phoneCountry.toFullNumber(values.phone) : '';

  return (
    <RegistrationWizard
      title={t('deliveryReg.title')}
      intro={t('deliveryReg.intro')}
      stepTitles={[
        t('deliveryReg.stepPersonal'),
        t('deliveryReg.stepWork'),
        t('deliveryReg.stepIdentity'),
        t('partners.review'),
      ]}
      index={steps.index}
      formId={formId}
      isBusy={form.formState.isSubmitting}
      onBack={steps.goBack}
    >
      {steps.index === 0
        ? renderForm(
            <div className="space-y-5">
              <ApplicantFields
                field={field}
                typedPhone={values.phone}
                phoneCountry={phoneCountry}
                isCountryPickerEnabled={phone.isCountryPickerEnabled}
              />
              <ImageField
                id="delivery-image"
                title={t('deliveryReg.photo')}
                chooseLabel={t('deliveryReg.choosePhoto')}
                previewLabel={() => t('deliveryReg.photoPreview')}
                hint={t('deliveryReg.photoHint')}
                files={values.image ? [values.image] : []}
                max={1}
                onChange={(files) => setPhoto(files[0] ?? null)}
                error={field('image').error}
                testId="delivery-photo-input"
              />
            </div>,
          )
        : null}
      {steps.index === 1 ? renderForm(<DeliveryManWorkStep field={field} zones={zones} />) : null}
      {steps.index === 2
        ? renderForm(
            <DeliveryManIdentityStep
              field={field}
              images={values.identity_image}
              onImages={setIdentityImages}
            />,
          )
        : null}
      {steps.index === 3
        ? renderForm(
            <ApplicationReview
              sections={buildDeliveryManReviewSections(values, { zones, fullPhone, t })}
              onEdit={steps.goTo}
            />,
          )
        : null}
    </RegistrationWizard>
  );
}
