'use client';

import type { ParcelInstruction } from '@marketplace/contract/parcel';
import { useId } from 'react';
import { CheckoutSection, RadioCard } from '@/features/checkout/checkout-section';
import { useT } from '@/features/i18n/i18n-provider';
import { Field, INPUT_CLASS } from '@/features/ui/form/field';
import { Skeleton } from '@/features/ui/skeleton';
import { classNames } from '@/lib/class-names';
import { MAX_PARCEL_INSTRUCTION_LENGTH } from './parcel-body';

/** A ready-made instruction by id, one of the customer's own, or none. */
export type InstructionChoice = { kind: 'none' } | { kind: 'listed'; id: number } | { kind: 'own' };

type ParcelInstructionSectionProps = {
  instructions: ParcelInstruction[] | undefined;
  isError: boolean;
  choice: InstructionChoice;
  ownText: string;
  onChange: (choice: InstructionChoice, ownText: string) => void;
  problems: readonly string[];
};

/** The instruction for the delivery person: chosen from the list or typed (≤ 500 characters). */
export function ParcelInstructionSection(props: ParcelInstructionSectionProps) {
  const { instructions, isError, choice, ownText, onChange, problems } = props;
  const t = useT();
  const name = useId();
  return (
    <CheckoutSection title={t('parcel.instructionTitle')} problems={problems}>
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="sr-only">{t('parcel.instructionTitle')}</legend>
        <RadioCard
          name={name}
          value="none"
          checked={choice.kind === 'none'}
          onSelect={() => onChange({ kind: 'none' }, ownText)}
          title={t('parcel.instructionNone')}
        />
        {instructions === undefined && !isError ? (
          <div aria-busy="true">
            <Skeleton className="h-11 w-full" />
          </div>
        ) : null}
        {(instructions ?? []).map((instruction) => (
          <RadioCard
            key={instruction.id}
            name={name}
            value={String(instruction.id)}
            checked={choice.kind === 'listed' && choice.id === instruction.id}
            onSelect={() => onChange({ kind: 'listed', id: instruction.id }, ownText)}
            title={instruction.instruction}
          />
        ))}
        <RadioCard
          name={name}
          value="own"
          checked={choice.kind === 'own'}
          onSelect={() => onChange({ kind: 'own' }, ownText)}
          title={t('parcel.instructionOwn')}
        />
      </fieldset>
      {isError ? <p className="text-sm text-ink-muted">{t('parcel.instructionsError')}</p> : null}
      {choice.kind === 'own' ? (
        <Field
          label={t('parcel.instructionOwnLabel')}
          hint={t('parcel.instructionCount', {
            count: ownText.length,
            max: MAX_PARCEL_INSTRUCTION_LENGTH,
          })}
        >
          {(control) => (
            <textarea
              {...control}
              value={ownText}
              maxLength={MAX_PARCEL_INSTRUCTION_LENGTH}
              onChange={(event) =>
                onChange(
                  { kind: 'own' },
                  event.target.value.slice(0, MAX_PARCEL_INSTRUCTION_LENGTH),
                )
              }
              rows={3}
              className={classNames(INPUT_CLASS, 'py-2')}
            />
          )}
        </Field>
      ) : null}
    </CheckoutSection>
  );
}

/** The instruction text the body carries for a choice. */
export function instructionText(
  choice: InstructionChoice,
  ownText: string,
  instructions: readonly ParcelInstruction[] | undefined,
): string {
  if (choice.kind === 'own') return ownText;
  if (choice.kind === 'listed') {
    return instructions?.find((entry) => entry.id === choice.id)?.instruction ?? '';
  }
  return '';
}
