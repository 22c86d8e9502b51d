import type { Database } from '../../db/client';
import { guests } from '../../db/schema/customers';

export async function insertGuest(db: Database, id: string): Promise<void> {
  await db.insert(guests).values({ id });
}
