import {
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { useT } from '@/features/i18n/i18n-provider';
import type { Translate } from '@/features/i18n/translate';

/** What a field component needs from its form: the registration and the error to show. */
export type FieldBinding = { registration: UseFormRegisterReturn; error: string | null };

type TranslateMessage = (message: string | undefined, t: Translate) => string | null;

/**
 * Binds a form's fields to the field components: `field('email')` is the field's registration and
 * its error in the current language, through the feature's own message table (`translate`).
 */
export function useFieldBinding<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'register' | 'formState'>,
  translate: TranslateMessage,
) {
  const t = useT();
  return (name: Path<Values>): FieldBinding => ({
    registration: form.register(name),
    error: translate(get<unknown, FieldError | undefined>(form.formState.errors, name)?.message, t),
  });
}
