/**
 * Generated catalogue items for benchmarks: INSERT … SELECT over generate_series, in chunks, so a
 * million items take seconds on PostgreSQL rather than a million round trips. Names come from word
 * lists; images from a small shared pool.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { businessSettings, categories, media, modules, stores } from '../schema/index';
import { slugify } from './context';
import { GENERATED_ITEMS_KEY } from './settings';
import { squareImage } from './svg-images';
import { SCALE_WORDS, type ScaleModule } from './words';

const CHUNK = 50_000;
const POOL = 24;
const SHARE: [ScaleModule, number][] = [
  ['food', 0.35],
  ['grocery', 0.3],
  ['pharmacy', 0.15],
  ['ecommerce', 0.2],
];
const SUFFIXES = ['', '', '', 'Deluxe', 'Special', 'Mini', 'Family Pack', 'Signature'];
const PRICE_FACTOR: Record<ScaleModule, number> = {
  food: 1,
  grocery: 1,
  pharmacy: 1,
  ecommerce: 5,
};

/** How many generated items the database holds (a business setting kept by this module). */
export async function generatedItemCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: businessSettings.value })
    .from(businessSettings)
    .where(eq(businessSettings.key, GENERATED_ITEMS_KEY));
  return Number(row?.value ?? 0);
}

/** Adds exactly `count` generated items, spread over the existing stores; returns `count`. */
export async function addGeneratedItems(
  db: Database,
  count: number,
  options: { now?: Date; log?: (msg: string) => void } = {},
): Promise<number> {
  if (count <= 0) return 0;
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  await db.transaction(async (tx) => {
    const storeRows = await tx
      .select({ id: stores.id, moduleId: stores.moduleId, type: modules.moduleType })
      .from(stores)
      .innerJoin(modules, eq(modules.id, stores.moduleId))
      .where(eq(stores.status, 1))
      .orderBy(asc(stores.id));
    const catRowsAll = await tx
      .select({ id: categories.id, parentId: categories.parentId, type: modules.moduleType })
      .from(categories)
      .innerJoin(modules, eq(modules.id, categories.moduleId))
      .orderBy(asc(categories.id));
    const before = await generatedItemCount(tx);
    let done = 0;
    for (const [i, [module, share]] of SHARE.entries()) {
      const own = storeRows.filter((s) => s.type === module);
      const catRows = catRowsAll.filter((c) => c.type === module);
      const moduleId = own[0]?.moduleId;
      if (moduleId === undefined || !catRows.length) {
        throw new Error(`no ${module} stores or categories to spread generated items over`);
      }
      const words = SCALE_WORDS[module];
      const images = Array.from({ length: POOL }, (_, k) => `item/pool-${module}-${k + 1}.svg`);
      await tx
        .insert(media)
        .values(
          images.map((path, k) => ({
            path,
            contentType: 'image/svg+xml',
            body: squareImage({
              title: `${words.adjectives[k % words.adjectives.length]} ${words.nouns[k % words.nouns.length]}`,
              glyph: module,
              hue: (k * 360) / POOL,
            }),
          })),
        )
        .onConflictDoNothing();
      const total = i === SHARE.length - 1 ? count - done : Math.floor(count * share);
      for (let offset = 0; offset < total; offset += CHUNK) {
        const n = Math.min(CHUNK, total - offset);
        await tx.execute(
          insertChunk(module, n, before + done + offset, now, {
            moduleId,
            stores: own.map((s) => s.id),
            cats: catRows.map((c) => c.id),
            parents: catRows.map((c) => c.parentId),
            images,
          }),
        );
        log(`scale: ${module} ${offset + n}/${total}`);
      }
      done += total;
    }
    await tx
      .insert(businessSettings)
      .values({ key: GENERATED_ITEMS_KEY, value: before + count })
      .onConflictDoUpdate({
        target: businessSettings.key,
        set: { value: before + count, updatedAt: now },
      });
  });
  await db.execute(sql`ANALYZE items`);
  return count;
}

function insertChunk(
  module: ScaleModule,
  n: number,
  salt: number,
  now: Date,
  refs: { moduleId: number; stores: number[]; cats: number[]; parents: number[]; images: string[] },
) {
  const w = SCALE_WORDS[module];
  const joined = (xs: (string | number)[]) => xs.join('|');
  const moduleSlug = slugify(module);
  return sql`
    WITH w AS (
      SELECT string_to_array(${joined(w.adjectives)}, '|') AS adj,
             string_to_array(${joined(w.nouns)}, '|') AS noun,
             string_to_array(${joined(SUFFIXES)}, '|') AS suffix,
             string_to_array(${joined(w.units)}, '|') AS unit,
             string_to_array(${joined(refs.images)}, '|') AS img,
             string_to_array(${joined(refs.stores)}, '|')::int[] AS store,
             string_to_array(${joined(refs.cats)}, '|')::int[] AS cat,
             string_to_array(${joined(refs.parents)}, '|')::int[] AS parent
    ),
    g AS (
      SELECT nextval(pg_get_serial_sequence('items', 'id')) AS id,
             ((s::bigint + ${salt}::bigint) * 2654435761 % 4294967296) AS h
      FROM generate_series(1, ${n}::int) AS s
    ),
    r AS (
      SELECT g.id, g.h, w.*,
             trim(adj[1 + h % cardinality(adj)] || ' ' || noun[1 + (h / 7) % cardinality(noun)] || ' ' ||
                  suffix[1 + (h / 131) % cardinality(suffix)]) AS name,
             (h / 17) % cardinality(cat) + 1 AS ci
      FROM g, w
    )
    INSERT INTO items (id, slug, name, description, image, images, store_id, module_id, category_id,
      category_ids, price, discount, discount_type, stock, unit_type, tags, veg, organic, is_halal,
      recommended, avg_rating, rating_count, order_count, created_at)
    SELECT id,
      lower(regexp_replace(name, '[^A-Za-z0-9]+', '-', 'g')) || '-' || id,
      name,
      name || ', listed by one of Riverton''s ' || ${moduleSlug} || ' stores.',
      img[1 + (h / 3) % cardinality(img)],
      jsonb_build_array(img[1 + (h / 3) % cardinality(img)]),
      store[1 + (h / 11) % cardinality(store)],
      ${refs.moduleId}::int,
      cat[ci],
      CASE WHEN parent[ci] = 0 THEN jsonb_build_array(jsonb_build_object('id', cat[ci], 'position', 1))
           ELSE jsonb_build_array(jsonb_build_object('id', parent[ci], 'position', 1),
                                  jsonb_build_object('id', cat[ci], 'position', 2)) END,
      (199 + (h / 13) % 480 * 10) * ${PRICE_FACTOR[module]}::int,
      CASE WHEN h % 10 < 2 THEN 500 * (1 + (h / 19) % 4) WHEN h % 10 = 2 THEN 100 ELSE 0 END,
      CASE WHEN h % 10 = 2 THEN 'amount' ELSE 'percent' END,
      CASE WHEN h % 40 = 0 THEN 0 ELSE 5 + (h / 23) % 300 END,
      unit[1 + (h / 29) % cardinality(unit)],
      jsonb_build_array(lower(noun[1 + (h / 7) % cardinality(noun)])),
      CASE WHEN ${module} = 'food' AND h % 3 = 0 THEN 1 ELSE 0 END,
      CASE WHEN ${module} = 'grocery' AND h % 5 = 0 THEN 1 ELSE 0 END,
      CASE WHEN ${module} = 'food' AND h % 4 = 0 THEN 1 ELSE 0 END,
      CASE WHEN h % 12 = 0 THEN 1 ELSE 0 END,
      CASE WHEN (h / 31) % 40 = 0 THEN 0 ELSE round((3 + ((h / 37) % 21) / 10.0)::numeric, 1)::float8 END,
      (h / 31) % 40,
      (h / 41) % 500,
      ${now.toISOString()}::timestamptz - ((h / 43) % 200) * interval '1 day'
    FROM r`;
}
