import { endpoint } from '../endpoint';

/** POST /newsletter/subscribe: 422 `email` for an invalid address. */
export const newsletterSubscribe = endpoint({
  method: 'POST',
  path: '/newsletter/subscribe',
  tags: ['newsletter'],
  errors: [422],
  schemas: async () => {
    const [{ NewsletterSubscribeBodySchema }, { MessageResponseSchema }] = await Promise.all([
      import('../newsletter'),
      import('../errors'),
    ]);
    return { body: NewsletterSubscribeBodySchema, response: MessageResponseSchema };
  },
});
