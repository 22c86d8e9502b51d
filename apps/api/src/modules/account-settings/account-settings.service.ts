import {
  type AccountSettings,
  AccountSettingsSchema,
  SETTINGS_NOTHING_TO_SAVE,
  SETTINGS_SAVED_MESSAGE,
  type UpdateAccountSettingsBody,
} from '@marketplace/contract/account-settings';
import type { AppDeps } from '../../app-types';
import { ValidationError } from '../../errors/app-error';
import { UnauthorizedError } from '../auth/access-tokens';
import { selectAccountSettings, updateAccountSettings } from './account-settings.repository';

type Row = NonNullable<Awaited<ReturnType<typeof selectAccountSettings>>>;

function toWire(row: Row): AccountSettings {
  // A language the storefront no longer speaks reads as not chosen.
  return AccountSettingsSchema.parse({
    language: ['en', 'es', 'fr'].includes(row.language ?? '') ? row.language : null,
    theme: row.theme === 'light' || row.theme === 'dark' ? row.theme : null,
    notification_status: row.notificationStatus === 0 ? 0 : 1,
  });
}

/** GET /customer/settings: the caller's own settings. */
export async function getAccountSettings({ db }: AppDeps, userId: number) {
  const row = await selectAccountSettings(db, userId);
  if (!row) throw new UnauthorizedError();
  return toWire(row);
}

/** PUT /customer/settings: 422 'No changes found to update.' when the body changes nothing. */
export async function saveAccountSettings(
  { db }: AppDeps,
  userId: number,
  body: UpdateAccountSettingsBody,
) {
  const changes = {
    ...(body.language !== undefined ? { language: body.language } : {}),
    ...(body.theme !== undefined ? { theme: body.theme } : {}),
    ...(body.notification_status !== undefined
      ? { notificationStatus: body.notification_status }
      : {}),
  };
  if (Object.keys(changes).length === 0) {
    throw ValidationError.field('settings', SETTINGS_NOTHING_TO_SAVE);
  }
  const row = await updateAccountSettings(db, userId, changes);
  if (!row) throw new UnauthorizedError();
  return { message: SETTINGS_SAVED_MESSAGE, settings: toWire(row) };
}
