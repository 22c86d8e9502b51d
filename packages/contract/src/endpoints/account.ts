import { endpoint } from '../endpoint';

/** POST /customer/update-profile: `otp_send` when a verified contact changes (spec 02 §4). */
export const updateProfile = endpoint({
  method: 'POST',
  path: '/customer/update-profile',
  tags: ['customer'],
  errors: [401, 422, 429],
  schemas: async () => {
    const { UpdateProfileBodySchema, UpdateProfileResponseSchema } = await import('../profile');
    return { body: UpdateProfileBodySchema, response: UpdateProfileResponseSchema };
  },
});

/** DELETE /customer/remove-account: tokens revoked, personal data erased, orders kept. */
export const removeAccount = endpoint({
  method: 'DELETE',
  path: '/customer/remove-account',
  tags: ['customer'],
  errors: [401],
  schemas: async () => {
    const { MessageResponseSchema } = await import('../errors');
    return { response: MessageResponseSchema };
  },
});
