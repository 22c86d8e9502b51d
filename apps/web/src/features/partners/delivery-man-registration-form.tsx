'use client';

import type { DeliveryManStoreBody } from '@marketplace/contract/partners';
import { useT } from '@/features/i18n/i18n-provider';
import { ApplicantFields } from './applicant-fields';
import { ApplicationReview } from './application-review';
import { ApplicationSubmitted } from './application-submitted';
import { DeliveryManIdentityStep } from './delivery-man-identity-step';
import { buildDeliveryManReviewSections } from './delivery-man-review-sections';
import {
  DELIVERY_MAN_STEP_FIELDS,
  type DeliveryManField,
  deliveryManFieldOf,
  EMPTY_DELIVERY_MAN,
  isDeliveryManField,
  toDeliveryManBody,
} from './delivery-man-values';
import { DeliveryManWorkStep } from './delivery-man-work-step';
import { ImageField } from './image-field';
import { DeliveryManRegistrationFormSchema } from './partner-form-schemas';
import { translatePartnerMessage } from './partner-messages';
import { registerDeliveryMan } from './partners-api';
import { RegistrationWizard } from './registration-wizard';
import { type PartnerFormProps, usePartnerApplicationForm } from './use-partner-application-form';

const FOCUS_TARGETS: Partial<Record<DeliveryManField, string>> = {
  image: 'delivery-image',
  identity_image: 'delivery-identity_image',
};

/** /deliveryman-registration: the delivery-man application in four steps (issue 16). */
export function DeliveryManRegistrationForm({ zones, phone }: PartnerFormProps) {
  const t = useT();
  const { form, field, values, steps, phoneCountry, submitted, formId, renderForm, fullPhone } =
    usePartnerApplicationForm({
      phone,
      defaultValues: EMPTY_DELIVERY_MAN,
      schema: DeliveryManRegistrationFormSchema,
      toBody: toDeliveryManBody,
      fieldOf: deliveryManFieldOf,
      serverFieldOf: (code) => (isDeliveryManField(code) ? code : null),
      send: (body) => registerDeliveryMan(body as DeliveryManStoreBody),
      stepFields: DELIVERY_MAN_STEP_FIELDS,
      focusTargets: FOCUS_TARGETS,
    });

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
