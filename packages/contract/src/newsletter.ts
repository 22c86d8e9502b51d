import { isValidEmail } from '@marketplace/domain/validation/email';
import { z } from 'zod';

export const NEWSLETTER_INVALID_EMAIL = 'Please insert a valid email.';

export const NewsletterSubscribeBodySchema = z.object({
  email: z
    .string({ error: NEWSLETTER_INVALID_EMAIL })
    .trim()
    .refine(isValidEmail, { error: NEWSLETTER_INVALID_EMAIL }),
});
export type NewsletterSubscribeBody = z.infer<typeof NewsletterSubscribeBodySchema>;
