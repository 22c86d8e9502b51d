import { z } from 'zod';
import { AmountSchema, FlagSchema } from './flags';
import { ID_TOO_LARGE, MAX_ID } from './ids';

/** GET /customer/info (spec 01 §3 "Profile fields read", contract "Customer"). */
export const CustomerInfoSchema = z.object({
  id: z.number().int(),
  f_name: z.string(),
  l_name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  image_full_url: z.string().nullable(),
  is_phone_verified: FlagSchema,
  is_email_verified: FlagSchema,
  /** Major units. */
  wallet_balance: AmountSchema,
  loyalty_point: z.number().int(),
  ref_code: z.string(),
  order_count: z.number().int(),
  member_since_days: z.number().int(),
  /** The saved module interests (POST /customer/update-interest). */
  interest: z.array(z.number().int()),
  login_medium: z.string(),
});
export type CustomerInfo = z.infer<typeof CustomerInfoSchema>;

export const INTEREST_REQUIRED = 'Please select at least one interest';
export const INTEREST_UPDATED_MESSAGE = 'Interest updated successfully.';
/** Ours (the spec gives none): an id that is not a module /interest offers. */
export const INTEREST_UNKNOWN = 'Please choose among the modules offered';

/** POST /customer/update-interest: the module ids chosen on /interest. */
export const UpdateInterestBodySchema = z.object({
  interest: z.preprocess(
    // Older clients send the list JSON-encoded ("[1,2]").
    (v) => (typeof v === 'string' ? safeJson(v) : v),
    z
      .array(
        z
          .number({ error: 'interest must be a list of ids' })
          .int()
          .positive()
          .max(MAX_ID, ID_TOO_LARGE),
        {
          error: INTEREST_REQUIRED,
        },
      )
      .min(1, { error: INTEREST_REQUIRED })
      .max(100, { error: 'interest may hold at most 100 ids' }),
  ),
});

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}
export type UpdateInterestBody = z.infer<typeof UpdateInterestBodySchema>;
