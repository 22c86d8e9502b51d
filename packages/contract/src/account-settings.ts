import { z } from 'zod';
import { FlagSchema } from './flags';

export const THEMES = ['light', 'dark'] as const;
/** Languages the storefront speaks (spec 02 §2 language switcher: English, Spanish, French). */
export const SETTINGS_LANGUAGES = ['en', 'es', 'fr'] as const;

/** GET /customer/settings: what /settings saved for the account; null until chosen. */
export const AccountSettingsSchema = z.object({
  language: z.enum(SETTINGS_LANGUAGES).nullable(),
  theme: z.enum(THEMES).nullable(),
  /** 1: order and offer notifications wanted. */
  notification_status: FlagSchema,
});
export type AccountSettings = z.infer<typeof AccountSettingsSchema>;

export const SETTINGS_NOTHING_TO_SAVE = 'No changes found to update.';
export const SETTINGS_SAVED_MESSAGE = 'Updated successfully.';

/** PUT /customer/settings: any of the three; absent ones stay as they are. */
export const UpdateAccountSettingsBodySchema = z
  .object({
    language: z.enum(SETTINGS_LANGUAGES, { error: 'Choose English, Spanish or French' }).optional(),
    theme: z.enum(THEMES, { error: 'Choose the light or the dark theme' }).optional(),
    notification_status: z
      .union([z.literal(0), z.literal(1)], { error: 'notification_status is 0 or 1' })
      .optional(),
  })
  .strict();
export type UpdateAccountSettingsBody = z.infer<typeof UpdateAccountSettingsBodySchema>;

/** PUT /customer/settings answers the message and the settings as saved. */
export const UpdateAccountSettingsResponseSchema = z.object({
  message: z.string(),
  settings: AccountSettingsSchema,
});
