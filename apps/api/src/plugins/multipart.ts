import multipart from '@fastify/multipart';
import { IMAGE_TOO_LARGE_MESSAGE } from '@marketplace/contract/uploads';
import { MAX_IMAGE_BYTES } from '@marketplace/domain/uploads/image-bytes';
import fp from 'fastify-plugin';
import { ValidationError } from '../errors/app-error';

/**
 * What busboy throws for a multipart body it cannot read (no boundary, cut short, a broken part
 * header): plain Errors without a code, which would otherwise end as a 500.
 */
const MALFORMED_MULTIPART =
  /^(Unexpected end of (multipart data|form)|Multipart: Boundary not found|Malformed part header)/;

/** A multipart body the parser gave up on: the client's bytes, answered 400 `request`. */
export function isMalformedMultipart(error: Error): boolean {
  return !('code' in error) && MALFORMED_MULTIPART.test(error.message);
}

/**
 * `name[]` is the bracketed form of a repeated field that clients of the spec's API send (for
 * example `identity_image[]`, `attachment[]`): it is read as `name`, its values added to any sent
 * under the plain name, so each contract names a field once.
 */
export function mergeBracketedFields(body: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    if (!(name in merged)) {
      merged[name] = key === name ? value : [value].flat();
      continue;
    }
    merged[name] = [merged[name], value].flat();
  }
  return merged;
}

/** More files than any form sends (chat: 3 images); each form checks its own count. */
const MAX_FILES = 10;
const MAX_TEXT_FIELDS = 50;
const MAX_TEXT_FIELD_BYTES = 64 * 1024;

/**
 * multipart/form-data bodies become plain bodies before validation: text fields as strings, each
 * file as a File (`z.file()` in the contract), so a multipart route validates like a JSON one and
 * the control-character check sees its text. A file over 2 MB stops the upload with a 422 on its
 * field. Registered before the control-character plugin so that plugin sees the parsed fields.
 */
export const multipartPlugin = fp(
  async (app) => {
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      throwFileSizeLimit: false,
      limits: {
        fileSize: MAX_IMAGE_BYTES,
        files: MAX_FILES,
        fields: MAX_TEXT_FIELDS,
        fieldSize: MAX_TEXT_FIELD_BYTES,
        parts: MAX_FILES + MAX_TEXT_FIELDS,
      },
      async onFile(part) {
        const bytes = await part.toBuffer();
        if (part.file.truncated) {
          throw ValidationError.field(part.fieldname, IMAGE_TOO_LARGE_MESSAGE);
        }
        (part as unknown as { value: File }).value = new File([bytes], part.filename, {
          type: part.mimetype,
        });
      },
    });
    app.addHook('preValidation', async (request) => {
      if (request.isMultipart() && request.body && typeof request.body === 'object') {
        request.body = mergeBracketedFields(request.body as Record<string, unknown>);
      }
    });
  },
  { name: 'multipart' },
);
