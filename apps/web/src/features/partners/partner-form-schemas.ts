import { passwordsMatch } from '@marketplace/contract/auth-fields';
import { CONFIRM_PASSWORD_REQUIRED } from '@marketplace/contract/auth-messages';
import {
  DeliveryManStoreBodySchema,
  VendorRegisterBodySchema,
} from '@marketplace/contract/partners';
import { z } from 'zod';

/** The password typed twice: checked by the form, never sent. */
const confirmation = {
  confirm_password: z
    .string({ error: CONFIRM_PASSWORD_REQUIRED })
    .min(1, { error: CONFIRM_PASSWORD_REQUIRED }),
};

/** The vendor form: the contract's body of POST /auth/vendor/register and the confirmation. */
export const StoreRegistrationFormSchema = VendorRegisterBodySchema.extend(confirmation).refine(
  (b) => b.password === b.confirm_password,
  passwordsMatch,
);

/** The delivery-man form: the body of POST /auth/delivery-man/store and the confirmation. */
export const DeliveryManRegistrationFormSchema = DeliveryManStoreBodySchema.extend(
  confirmation,
).refine((b) => b.password === b.confirm_password, passwordsMatch);

/** What is sent: the body without the confirmation. */
export function withoutConfirmation<Body extends { confirm_password?: unknown }>(
  body: Body,
): Omit<Body, 'confirm_password'> {
  const { confirm_password: _confirmation, ...rest } = body;
  return rest;
}
