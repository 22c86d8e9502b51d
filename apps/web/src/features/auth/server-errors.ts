import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { getErrorMessages } from '@/features/errors/query-client';
import type { Translate } from '@/features/i18n/translate';
import { notify } from '@/features/ui/notify';
import { isApiError } from '@/lib/api-client';

/**
 * A failed call from a form: 422 entries whose code names a field go under that field (the
 * contract's `code` = field name); everything else is a toast with the server's message.
 */
export function showFormErrors<Values extends FieldValues>(
  error: unknown,
  t: Translate,
  form?: { fields: readonly Path<Values>[]; setError: UseFormSetError<Values> },
): void {
  const rest: string[] = [];
  if (isApiError(error) && error.status === 422 && form) {
    let isFirst = true;
    for (const entry of error.errors) {
      const field = form.fields.find((name) => name === entry.code);
      if (field && entry.message) {
        form.setError(field, { type: 'server', message: entry.message }, { shouldFocus: isFirst });
        isFirst = false;
      } else if (entry.message) rest.push(entry.message);
    }
  } else {
    rest.push(...getErrorMessages(error, t));
  }
  for (const message of new Set(rest)) notify('error', message);
}
