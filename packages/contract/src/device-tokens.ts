import { z } from 'zod';

/*
 * Push (spec 02 path catalogue: customer/cm-firebase-token; issue 15): the device token of the
 * caller's browser or app, kept so a push provider could reach it. No provider is called here.
 */

/** Ours (the spec gives no wording). */
export const DEVICE_TOKEN_SAVED_MESSAGE = 'Device token saved';
export const DEVICE_TOKEN_INVALID_MESSAGE = 'Please provide a valid device token';

/** Firebase registration tokens are URL-safe base64 with ':' (about 160 characters). */
const DEVICE_TOKEN_PATTERN = /^[A-Za-z0-9_:.-]{16,4096}$/;

/** PUT /customer/cm-firebase-token. */
export const DeviceTokenBodySchema = z.object({
  cm_firebase_token: z
    .string({ error: DEVICE_TOKEN_INVALID_MESSAGE })
    .trim()
    .regex(DEVICE_TOKEN_PATTERN, { error: DEVICE_TOKEN_INVALID_MESSAGE }),
  /** Legacy clients send `_method: put` with a POST-style body; it is read and ignored. */
  _method: z.string().optional(),
});
export type DeviceTokenBody = z.input<typeof DeviceTokenBodySchema>;
