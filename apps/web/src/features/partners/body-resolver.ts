import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Which form field shows an error about a body field (the body's names by default). */
export type FieldOfBody<Values> = (bodyField: string) => keyof Values & string;

/**
 * A form whose fields are not the body's (a time range picked as two numbers and a unit, a
 * name per language) is checked by the contract's own body schema: the values become the body,
 * the schema parses it, and each issue goes back to the form field that `fieldOf` names.
 * The first issue of a field wins, as the server's 422 answers it.
 */
export function bodyResolver<Values extends FieldValues, Body>(
  schema: z.ZodType<Body, unknown>,
  toBody: (values: Values) => unknown,
  fieldOf: FieldOfBody<Values>,
): Resolver<Values, unknown, Body> {
  return async (values) => {
    const parsed = await schema.safeParseAsync(toBody(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = fieldOf(String(issue.path[0] ?? ''));
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
