import { uploadedFile } from '@marketplace/contract/endpoints/uploads';
import { UploadParamsSchema, UploadQuerySchema } from '@marketplace/contract/uploads';
import type { App, AppDeps } from '../../app-types';
import { authenticateBearer } from '../auth/access-tokens';
import { readUpload } from './uploads.service';

/** Nothing in a served file may run or load anything, even if a browser tried to render it. */
const UPLOAD_CSP = "default-src 'none'; sandbox";

/**
 * GET /api/v1/uploads/{id}: the file with its stored type (never sniffed), inline, under the file's
 * access rule (uploads.service readUpload). The storefront's same-origin proxy adds the signed-in
 * customer's token, so an owner's <img> works without a signed link. Bytes, not JSON: registered
 * by hand (like the status streams), with the path and tags of its contract entry.
 */
export function uploadRoutes(deps: AppDeps) {
  return async (app: App) => {
    app.get(
      uploadedFile.path,
      {
        schema: {
          tags: [...uploadedFile.tags],
          params: UploadParamsSchema,
          querystring: UploadQuerySchema,
        },
      },
      async (request, reply) => {
        const token = request.ctx.bearerToken;
        const userId = token
          ? await authenticateBearer(deps.db, token).then(
              (caller) => caller.userId,
              () => null,
            )
          : null;
        const { expires, signature } = request.query;
        const { row, bytes } = await readUpload(deps, request.params.id, {
          userId,
          signature: expires && signature ? { expires, signature } : undefined,
        });
        return reply
          .header(
            'cache-control',
            row.access === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store',
          )
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', UPLOAD_CSP)
          .header('content-disposition', `inline; filename="${row.id}"`)
          .type(row.contentType)
          .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
      },
    );
  };
}
