import { endpoint } from '../endpoint';

const settings = () => import('../account-settings');

/** GET /customer/settings: language, theme and notification preference saved for the account. */
export const accountSettings = endpoint({
  method: 'GET',
  path: '/customer/settings',
  tags: ['customer', 'settings'],
  errors: [401],
  schemas: async () => ({ response: (await settings()).AccountSettingsSchema }),
});

/** PUT /customer/settings: saves any of them; answers the saved settings and a message. */
export const updateAccountSettings = endpoint({
  method: 'PUT',
  path: '/customer/settings',
  tags: ['customer', 'settings'],
  errors: [401, 422],
  schemas: async () => {
    const { UpdateAccountSettingsBodySchema, UpdateAccountSettingsResponseSchema } =
      await settings();
    return { body: UpdateAccountSettingsBodySchema, response: UpdateAccountSettingsResponseSchema };
  },
});
