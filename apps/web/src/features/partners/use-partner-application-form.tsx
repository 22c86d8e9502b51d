'use client';

import type { Zone } from '@marketplace/contract/zones';
import { type ReactNode, useId, useRef, useState } from 'react';
import { type DefaultValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useT } from '@/features/i18n/i18n-provider';
import { useFieldBinding } from '@/features/ui/form/use-field-binding';
import { usePhoneCountry } from '@/features/ui/form/use-phone-country';
import { notify } from '@/features/ui/notify';
import type { PhoneSettings } from './applicant-fields';
import type { ApplicantValues } from './applicant-values';
import { bodyResolver, type FieldOfBody } from './body-resolver';
import { withoutConfirmation } from './partner-form-schemas';
import { translatePartnerMessage } from './partner-messages';
import { placeServerErrors } from './server-field-errors';
import { useRegistrationSteps } from './use-registration-steps';

/** What a partner application page hands its form: the zones to work in, the phone settings. */
export type PartnerFormProps = { zones: readonly Zone[]; phone: PhoneSettings };

type PartnerApplicationOptions<Values extends ApplicantValues, Body> = {
  phone: PhoneSettings;
  defaultValues: Values;
  /** The contract's body schema with the password confirmation the form checks. */
  schema: z.ZodType<Record<string, unknown>, unknown>;
  /** The body as the contract reads it, `phone` with its dialling code. */
  toBody: (values: Values, fullPhone: string) => Body;
  /** The form field that shows a client-side issue about a body field. */
  fieldOf: FieldOfBody<Values>;
  /** The form field that shows a server error code, or null when none does. */
  serverFieldOf: (code: string) => Path<Values> | null;
  /** Sends the body without the confirmation; answers the server's message. */
  send: (body: Omit<Body, 'confirm_password'>) => Promise<{ message: string }>;
  stepFields: readonly (readonly Path<Values>[])[];
  focusTargets: Partial<Record<Path<Values>, string>>;
};

/**
 * A partner application's form and steps: checked against the contract's body, sent from the
 * review, and a refusal placed under its fields (the step with the first one opens) or notified.
 */
export function usePartnerApplicationForm<
  Values extends ApplicantValues,
  Body extends { confirm_password?: unknown },
>({
  phone,
  defaultValues,
  schema,
  toBody,
  fieldOf,
  serverFieldOf,
  send,
  stepFields,
  focusTargets,
}: PartnerApplicationOptions<Values, Body>) {
  const t = useT();
  const formId = useId();
  const phoneCountry = usePhoneCountry(phone.defaultCountry);
  // The resolver reads the dialling code as picked when it runs.
  const phoneCountryRef = useRef(phoneCountry);
  phoneCountryRef.current = phoneCountry;
  const form = useForm<Values, unknown, Record<string, unknown>>({
    defaultValues: defaultValues as DefaultValues<Values>,
    reValidateMode: 'onChange',
    resolver: bodyResolver(
      schema,
      (values: Values) => toBody(values, phoneCountryRef.current.toFullNumber(values.phone)),
      fieldOf,
    ),
  });
  const field = useFieldBinding(form, translatePartnerMessage);
  const [submitted, setSubmitted] = useState<{ message: string } | null>(null);
  const values = form.watch();
  const steps = useRegistrationSteps({ form, stepFields, focusTargets, submit });

  // Sends the values as the contract reads them (its input), not the resolver's parsed output.
  async function submit() {
    const values = form.getValues();
    const body = toBody(values, phoneCountry.toFullNumber(values.phone));
    try {
      setSubmitted(await send(withoutConfirmation(body)));
    } catch (error) {
      const placed = placeServerErrors(error, t, {
        setError: form.setError,
        fieldOf: serverFieldOf,
      });
      for (const message of placed.messages) {
        notify('error', translatePartnerMessage(message, t) ?? message);
      }
      steps.showFirstError(placed.fields);
    }
  }

  const renderForm = (children: ReactNode) => (
    <form id={formId} noValidate onSubmit={(event) => void steps.onStepSubmit(event)}>
      {children}
    </form>
  );
  const fullPhone = values.phone ? phoneCountry.toFullNumber(values.phone) : '';

  return { form, field, values, steps, phoneCountry, submitted, formId, renderForm, fullPhone };
}
