'use client';

import type { VendorRegisterBody } from '@marketplace/contract/partners';
import { useT } from '@/features/i18n/i18n-provider';
import { useZoneModules } from '@/features/modules/use-zone-modules';
import { ApplicantFields } from './applicant-fields';
import { ApplicationReview } from './application-review';
import { ApplicationSubmitted } from './application-submitted';
import { StoreRegistrationFormSchema } from './partner-form-schemas';
import { translatePartnerMessage } from './partner-messages';
import { registerVendor } from './partners-api';
import { RegistrationWizard } from './registration-wizard';
import { StoreImagesStep } from './store-images-step';
import { StoreLocationStep } from './store-location-step';
import { StoreNamesStep } from './store-names-step';
import {
  EMPTY_STORE_REGISTRATION,
  isStoreField,
  STORE_STEP_FIELDS,
  type StoreField,
  storeFieldOf,
  toStoreRegistrationBody,
} from './store-registration-values';
import { buildStoreReviewSections } from './store-review-sections';
import { type PartnerFormProps, usePartnerApplicationForm } from './use-partner-application-form';

/** Fields that are not inputs: the form focuses what stands for them. */
const FOCUS_TARGETS: Partial<Record<StoreField, string>> = {
  logo: 'store-logo',
  cover_photo: 'store-cover_photo',
  latitude: 'store-location',
  longitude: 'store-location',
};

/** /store-registration: the vendor application in five steps (issue 16). */
export function StoreRegistrationForm({ zones, phone }: PartnerFormProps) {
  const t = useT();
  const { form, field, values, steps, phoneCountry, submitted, formId, renderForm, fullPhone } =
    usePartnerApplicationForm({
      phone,
      defaultValues: EMPTY_STORE_REGISTRATION,
      schema: StoreRegistrationFormSchema,
      toBody: toStoreRegistrationBody,
      fieldOf: storeFieldOf,
      serverFieldOf: (code) =>
        code === 'delivery_time' || isStoreField(code) ? storeFieldOf(code) : null,
      send: (body) => registerVendor(body as VendorRegisterBody),
      stepFields: STORE_STEP_FIELDS,
      focusTargets: FOCUS_TARGETS,
    });
  const zoneId = Number(values.zone_id) || null;
  const modules = useZoneModules(zoneId === null ? null : [zoneId], zoneId !== null);
  const { index } = steps;

  function setImage(name: 'logo' | 'cover_photo', file: File | null) {
    form.setValue(name, file, { shouldValidate: Boolean(form.getFieldState(name).error) });
  }

  function setPoint(point: { lat: number; lng: number } | null) {
    const shouldValidate = Boolean(form.getFieldState('latitude').error);
    // Longitude first: checking latitude reads both (an error on either shows on latitude).
    form.setValue('longitude', point?.lng ?? null);
    form.setValue('latitude', point?.lat ?? null, { shouldValidate });
  }

  function changeZone(id: number | null) {
    form.setValue('zone_id', id === null ? '' : String(id), {
      shouldValidate: Boolean(form.getFieldState('zone_id').error),
    });
    // The point was checked against the former zone; the module may not serve the new one.
    setPoint(null);
    const module = modules.data?.find((m) => String(m.id) === form.getValues('module_id'));
    if (!module?.zones.some((zone) => zone.id === id)) form.setValue('module_id', '');
  }

  if (submitted) {
    return (
      <ApplicationSubmitted
        title={t('partners.submitted')}
        body={t('storeReg.pendingBody', { store: values.store_name })}
        email={values.email}
        message={translatePartnerMessage(submitted.message, t)}
      />
    );
  }

  const moduleName =
    modules.data?.find((module) => String(module.id) === values.module_id)?.module_name ?? null;
  const stepTitles = [
    t('storeReg.stepStore'),
    t('storeReg.stepLocation'),
    t('storeReg.stepImages'),
    t('storeReg.stepOwner'),
    t('partners.review'),
  ];

  return (
    <RegistrationWizard
      title={t('storeReg.title')}
      intro={t('storeReg.intro')}
      stepTitles={stepTitles}
      index={index}
      formId={formId}
      isBusy={form.formState.isSubmitting}
      onBack={steps.goBack}
    >
      {index === 0 ? renderForm(<StoreNamesStep field={field} />) : null}
      {index === 1 ? (
        <StoreLocationStep
          field={field}
          zones={zones}
          zoneId={zoneId}
          confirmed={
            values.latitude !== null && values.longitude !== null
              ? { lat: values.latitude, lng: values.longitude }
              : null
          }
          onConfirmed={setPoint}
          onZoneChanged={changeZone}
          renderForm={renderForm}
        />
      ) : null}
      {index === 2
        ? renderForm(
            <StoreImagesStep
              field={field}
              logo={values.logo}
              cover={values.cover_photo}
              onImage={setImage}
            />,
          )
        : null}
      {index === 3
        ? renderForm(
            <div className="space-y-3">
              <p className="text-sm text-ink-muted">{t('storeReg.ownerIntro')}</p>
              <ApplicantFields
                field={field}
                typedPhone={values.phone}
                phoneCountry={phoneCountry}
                isCountryPickerEnabled={phone.isCountryPickerEnabled}
              />
            </div>,
          )
        : null}
      {index === 4
        ? renderForm(
            <ApplicationReview
              sections={buildStoreReviewSections(values, { zones, moduleName, fullPhone, t })}
              onEdit={steps.goTo}
            />,
          )
        : null}
    </RegistrationWizard>
  );
}
