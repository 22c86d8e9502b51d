import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { guests } from '../../db/schema/customers';

/** The guest id as the server issued it, or undefined when it never did. */
export async function selectGuestId(db: Database, guestId: string): Promise<string | undefined> {
  const [guest] = await db
    .select({ id: guests.id })
    .from(guests)
    .where(eq(guests.id, guestId))
    .limit(1);
  return guest?.id;
}
