import { z } from 'zod';

export const GuestResponseSchema = z.object({ message: z.string(), guest_id: z.string() });
export type GuestResponse = z.infer<typeof GuestResponseSchema>;
