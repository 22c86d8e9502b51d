import { endpoint } from '../endpoint';

/** PUT /customer/cm-firebase-token: keeps the signed-in caller's device token (idempotent). */
export const deviceTokenSave = endpoint({
  method: 'PUT',
  path: '/customer/cm-firebase-token',
  tags: ['customer'],
  errors: [401, 422],
  schemas: async () => {
    const [{ DeviceTokenBodySchema }, { MessageResponseSchema }] = await Promise.all([
      import('../device-tokens'),
      import('../errors'),
    ]);
    return { body: DeviceTokenBodySchema, response: MessageResponseSchema };
  },
});
