import { z } from 'zod';

export const ErrorEntrySchema = z.object({ code: z.string(), message: z.string() });
export const ErrorEnvelopeSchema = z.object({ errors: z.array(ErrorEntrySchema) });
export type ErrorEntry = z.infer<typeof ErrorEntrySchema>;
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
