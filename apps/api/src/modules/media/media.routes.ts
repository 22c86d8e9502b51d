import { z } from 'zod';
import type { App, AppDeps } from '../../app-types';
import { getMedia } from './media.service';

const MediaParamsSchema = z.object({ '*': z.string() });

/** A media path is never reused for other content (new content, new path): cache for a year. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';
/** An SVG opened directly must not run script or load anything on our origin. */
const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export function mediaRoutes({ db }: AppDeps) {
  return async (app: App) => {
    app.get(
      '/images/*',
      {
        schema: { tags: ['media'], params: MediaParamsSchema },
      },
      async (request, reply) => {
        const file = await getMedia(db, request.params['*']);
        reply
          .header('cache-control', CACHE_FOREVER)
          .header('etag', file.etag)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', MEDIA_CSP);
        if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
        return reply.type(file.contentType).send(file.body);
      },
    );
  };
}
