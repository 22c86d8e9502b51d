import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from '../errors/app-error';

/**
 * C0 controls except tab, line feed and carriage return (free text such as order notes keeps its
 * lines), DEL, and the C1 controls. NUL in particular never reaches PostgreSQL, which refuses it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';

/** The dotted path of the first string (or object key) holding a control character, if any. */
export function findControlCharacter(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, entry] of value.entries()) {
      const found = findControlCharacter(entry, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      if (CONTROL_CHARACTER.test(key)) return [...path, key];
      const found = findControlCharacter(entry, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

function rejectControlCharacters(request: FastifyRequest) {
  const inputs = { params: request.params, querystring: request.query, body: request.body };
  for (const [context, input] of Object.entries(inputs)) {
    const found = findControlCharacter(input);
    if (found) {
      const field = found.join('.') || context;
      throw ValidationError.field(field, `${field} ${CONTROL_CHARACTER_MESSAGE}`);
    }
  }
}

/**
 * Every text input of every route (path, query, JSON body) is refused with 422 when it holds a
 * control character, before the route's own schema runs (issue 12 §5).
 */
export const controlCharactersPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => rejectControlCharacters(request));
  },
  { name: 'control-characters' },
);
