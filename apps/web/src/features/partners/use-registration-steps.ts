'use client';

import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

type RegistrationSteps<Values extends FieldValues> = {
  form: UseFormReturn<Values, unknown, Record<string, unknown>>;
  /** The fields of each step, in the order they show; the last step is the review. */
  stepFields: readonly (readonly Path<Values>[])[];
  /** Fields that are not inputs (an image, a map point): the id of what stands for them. */
  focusTargets: Partial<Record<Path<Values>, string>>;
  /** Runs once every field passed. */
  submit: () => Promise<void>;
};

/**
 * The steps of an application form: Next checks the step's fields and opens the next step, or
 * focuses the first field in error; Submit on the review checks everything and, on an error,
 * opens its step with the field focused (a server error too, through `showFirstError`).
 */
export function useRegistrationSteps<Values extends FieldValues>({
  form,
  stepFields,
  focusTargets,
  submit,
}: RegistrationSteps<Values>) {
  const [index, setIndex] = useState(0);
  const pendingFocus = useRef<Path<Values> | null>(null);
  const lastIndex = stepFields.length - 1;

  function focusField(name: Path<Values>) {
    const target = focusTargets[name];
    if (!target) return form.setFocus(name);
    // A picture field's button, or the element that stands for the field (the map's block).
    const element = document.getElementById(target);
    const button = element?.hasAttribute('tabindex') ? null : element?.querySelector('button');
    (button ?? element)?.focus();
  }

  // After a step change for an error, its field is focused once the step is on screen (this runs
  // after the wizard has focused the step's heading).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    const name = pendingFocus.current;
    pendingFocus.current = null;
    if (name) focusField(name);
  }, [index]);

  function showFirstError(fields: readonly Path<Values>[]) {
    const first = stepFields
      .flat()
      .find((name) => fields.includes(name) && form.getFieldState(name).error);
    if (!first) return;
    const step = stepFields.findIndex((names) => names.includes(first));
    if (step === index || step === -1) focusField(first);
    else {
      pendingFocus.current = first;
      setIndex(step);
    }
  }

  async function onStepSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (index === lastIndex) {
      await form.handleSubmit(submit, () => showFirstError(stepFields.flat()))();
      return;
    }
    const fields = stepFields[index] ?? [];
    if (await form.trigger([...fields])) setIndex(index + 1);
    else showFirstError(fields);
  }

  return {
    index,
    isLast: index === lastIndex,
    goBack: () => setIndex(Math.max(0, index - 1)),
    goTo: setIndex,
    showFirstError,
    onStepSubmit,
  };
}
