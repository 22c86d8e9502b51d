import type { Database } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema/customers';

/** Idempotent: the unique index on lower(email) turns a repeat into a no-op. */
export async function insertSubscription(db: Database, email: string): Promise<void> {
  await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
}
