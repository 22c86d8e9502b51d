import { z } from 'zod';

/** One opening slot of a store, on its own clock ('HH:mm' in its time_zone). */
export const StoreScheduleSchema = z.object({
  /** 0 = Sunday. */
  day: z.number().int(),
  opening_time: z.string(),
  closing_time: z.string(),
});
export type StoreSchedule = z.infer<typeof StoreScheduleSchema>;
