/** Small builders and calls shared by the auth and customer tests (never imported by the app). */
import type { Endpoint, HttpMethod, PathParams } from '@marketplace/contract/endpoint';
import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../app-types';
import type { Database } from '../../db/client';
import { notificationOutbox } from '../../db/schema/auth';
import { cartLines } from '../../db/schema/cart';
import { users } from '../../db/schema/customers';
import { buildCategory, buildItem } from '../../test/builders/category';
import { buildModule } from '../../test/builders/module';
import { uniqueNumber } from '../../test/builders/sequence';
import { buildStore } from '../../test/builders/store';
import { buildZone } from '../../test/builders/zone';
import { type EntryInput, entryRequest } from '../../test/entry-request';
import { hashPassword } from './password-hash';

let ipCounter = 0;

/** A fresh client address per call site, so per-IP limits only bite where a test wants them. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${Math.floor(ipCounter / 62_500) % 250}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export type CallOptions = {
  ip?: string;
  token?: string;
  /** The entry's own method unless said. */
  method?: HttpMethod;
  /** An entry's `:name` path segments. */
  params?: PathParams;
  /** An entry's query parameters. */
  query?: EntryInput['query'];
};

/** One request to a contract entry (its method and path) from a fresh client address. */
export function call(
  app: App,
  entry: Pick<Endpoint, 'method' | 'path'>,
  payload?: Record<string, unknown>,
  { ip, token, method, params, query }: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: method ?? entry.method,
    url: entryRequest(entry, { params, query }).url,
    ...(payload ? { payload } : {}),
    remoteAddress: ip ?? nextIp(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export type CustomerOverrides = Partial<typeof users.$inferInsert> & { password?: string };

/** A registered customer with a real scrypt password hash. */
export async function buildCustomer(db: Database, overrides: CustomerOverrides = {}) {
  const n = uniqueNumber();
  const { password = 'secret123', ...values } = overrides;
  const [row] = await db
    .insert(users)
    .values({
      fName: `Customer`,
      lName: `${n}`,
      email: `customer${n}@example.test`,
      phone: `+1555${String(n).padStart(7, '0')}`,
      passwordHash: await hashPassword(password),
      refCode: `REF${n}X`,
      ...values,
    })
    .returning();
  if (!row) throw new Error('customer not inserted');
  return { ...row, password };
}

/** The newest message the local provider "sent" to `recipient`, and the code in it. */
export async function lastMessageTo(db: Database, recipient: string) {
  const [row] = await db
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.recipient, recipient))
    .orderBy(desc(notificationOutbox.id))
    .limit(1);
  if (!row) throw new Error(`nothing in the outbox for ${recipient}`);
  const code = /\b(\d{6})\b/.exec(row.body)?.[1];
  if (!code) throw new Error(`no code in "${row.body}"`);
  return { ...row, code };
}

/** A guest cart line, written straight into cart_lines (module, store and item built too). */
export async function buildGuestCartLine(db: Database, guestId: string) {
  const module = await buildModule(db);
  const zone = await buildZone(db);
  const store = await buildStore(db, { moduleId: module.id, zoneId: zone.id });
  const category = await buildCategory(db, module.id);
  const item = await buildItem(db, {
    storeId: store.id,
    moduleId: module.id,
    categoryId: category.id,
  });
  const [line] = await db
    .insert(cartLines)
    .values({
      guestId,
      moduleId: module.id,
      storeId: store.id,
      itemId: item.id,
      model: 'Item',
      quantity: 2,
      variation: { kind: 'none' },
      variationKey: '',
    })
    .returning();
  if (!line) throw new Error('cart line not inserted');
  return line;
}

export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}
