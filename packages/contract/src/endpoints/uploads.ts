import { endpoint } from '../endpoint';

/**
 * GET /uploads/:id: an uploaded file (decision 0025), bytes with its stored type; a private one
 * for its owner's token or a signed link (?expires=&signature=), 404 for anyone else. The API
 * registers it by hand (bytes are not serialised) from this entry's path, tags and statuses.
 */
export const uploadedFile = endpoint({
  method: 'GET',
  path: '/uploads/:id',
  tags: ['uploads'],
  errors: [404, 422],
  schemas: async () => {
    const { UploadParamsSchema, UploadQuerySchema, UploadBytesSchema } = await import('../uploads');
    return { params: UploadParamsSchema, query: UploadQuerySchema, response: UploadBytesSchema };
  },
});
