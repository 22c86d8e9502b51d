/** What every seed area shares: the transaction, the clock, generated media and batched inserts. */
import type { InferInsertModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { media } from '../schema/index';
import type { Translations } from '../schema/translations';
import { type Rng, rngFor } from './random';

export const BATCH_SIZE = 500;

export type SeedContext = {
  db: Database;
  now: Date;
  rng: (area: string) => Rng;
  media: MediaBag;
  log: (msg: string) => void;
  /** Set once the demo customer exists, so a few reviews can be theirs. */
  demoUserId: number | null;
};

/** Collects generated images; rows reference their paths; flushed into `media` in batches. */
export class MediaBag {
  private readonly files = new Map<string, string>();

  /** Stores the SVG under `path` (unless already there) and returns the path. */
  add(path: string, svgBody: string | (() => string)): string {
    if (!this.files.has(path))
      this.files.set(path, typeof svgBody === 'string' ? svgBody : svgBody());
    return path;
  }

  has(path: string): boolean {
    return this.files.has(path);
  }

  get size(): number {
    return this.files.size;
  }

  async flush(db: Database, createdAt: Date): Promise<void> {
    const rows = [...this.files].map(([path, body]) => ({
      path,
      body,
      contentType: 'image/svg+xml',
      createdAt,
    }));
    await insertRows(db, media, rows);
  }
}

/** Multi-row inserts in batches of BATCH_SIZE rows. */
export async function insertRows<T extends PgTable>(
  db: Database,
  table: T,
  rows: InferInsertModel<T>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    await db.insert(table).values(rows.slice(i, i + BATCH_SIZE));
  }
}

/** Multi-row inserts returning the generated ids, in the order of `rows`. */
export async function insertIds<T extends PgTable & { id: PgColumn }>(
  db: Database,
  table: T,
  rows: InferInsertModel<T>[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    const batch = rows.slice(i, i + BATCH_SIZE);
    const returned = (await db.insert(table).values(batch).returning({ id: table.id })) as {
      id: number;
    }[];
    // PostgreSQL returns the rows of a multi-row VALUES insert in order; make sure anyway.
    const sorted = returned.map((r) => r.id).sort((a, b) => a - b);
    ids.push(...sorted);
  }
  if (ids.length !== rows.length) throw new Error('insert returned fewer ids than rows');
  return ids;
}

/** YYYY-MM-DD of `now` shifted by whole days (UTC). */
export function day(now: Date, offsetDays: number): string {
  return new Date(now.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** A moment `minutes` before now. */
export function ago(now: Date, minutes: number): Date {
  return new Date(now.getTime() - minutes * 60_000);
}

/** es/fr translations of name (and optionally description). */
export function tr(es: string, fr: string, esDesc?: string, frDesc?: string): Translations {
  return {
    es: esDesc ? { name: es, description: esDesc } : { name: es },
    fr: frDesc ? { name: fr, description: frDesc } : { name: fr },
  };
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function createContext(
  db: Database,
  now: Date,
  log: (msg: string) => void,
  seed?: number,
): SeedContext {
  return {
    db,
    now,
    rng: (area) => rngFor(area, seed),
    media: new MediaBag(),
    log,
    demoUserId: null,
  };
}
