import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { getErrorMessages } from '@/features/errors/query-client';
import type { Translate } from '@/features/i18n/translate';
import { isApiError } from '@/lib/api-client';

type Placement<Values extends FieldValues> = {
  /** The form field that shows an error about this body field, or null when none does. */
  fieldOf: (bodyField: string) => Path<Values> | null;
  setError: UseFormSetError<Values>;
};

/**
 * A refused application: each 422 entry whose code names a field (a taken e-mail or phone, a
 * location outside the zone) goes under that field; what names none is answered as messages to
 * show otherwise. `fields` lists the fields that got an error, in the server's order.
 */
export function placeServerErrors<Values extends FieldValues>(
  error: unknown,
  t: Translate,
  { fieldOf, setError }: Placement<Values>,
): { fields: Path<Values>[]; messages: string[] } {
  const fields: Path<Values>[] = [];
  const messages: string[] = [];
  if (isApiError(error) && error.status === 422) {
    for (const entry of error.errors) {
      const field = fieldOf(entry.code);
      if (field && entry.message) {
        if (!fields.includes(field)) setError(field, { type: 'server', message: entry.message });
        fields.push(field);
      } else if (entry.message) messages.push(entry.message);
    }
  }
  if (fields.length === 0 && messages.length === 0) messages.push(...getErrorMessages(error, t));
  return { fields, messages: [...new Set(messages)] };
}
