/** Shared item building for the four catalogue modules: prices, discounts, stock, reviews. */
import type { InferInsertModel } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { items, reviews } from '../schema/index';
import type { ModuleType } from '../schema/modules';
import { ago, insertIds, insertRows, type SeedContext, slugify } from './context';
import type { Rng } from './random';
import type { StoreRow } from './stores';
import { type Glyph, hueOf, squareImage } from './svg-images';
import { list, REVIEW_COMMENTS, REVIEWERS } from './words';

export type ItemInsert = InferInsertModel<typeof items>;

/** A product line of a data table: 'name|es|fr|price|flags|extra…' (price in minor units). */
export type Product = {
  name: string;
  es: string;
  fr: string;
  price: number;
  flags: string;
  extra: string[];
};

export function parseProducts(lines: string[]): Product[] {
  return lines.map((line) => {
    const [name = '', es = '', fr = '', price = '0', flags = '', ...extra] = list(line);
    return { name, es, fr, price: Number(price), flags, extra };
  });
}

export type ItemSpec = {
  module: ModuleType;
  moduleId: number;
  store: StoreRow;
  product: Product;
  glyph: Glyph;
  category: { categoryId: number; categoryIds: { id: number; position: number }[] };
  description: string;
  unitType?: string | null;
};

/** The common fields of an item, with deterministic prices, discounts, stock and popularity. */
export function makeItem(ctx: SeedContext, rng: Rng, spec: ItemSpec): ItemInsert {
  const { product: p, module } = spec;
  const base = `item/${module}-${slugify(p.name)}`;
  const image = ctx.media.add(`${base}.svg`, () =>
    squareImage({ title: p.name, subtitle: spec.unitType ?? undefined, glyph: spec.glyph }),
  );
  const images = [image];
  if (rng.chance(0.4)) {
    images.push(
      ctx.media.add(`${base}-2.svg`, () =>
        squareImage({ title: p.name, glyph: spec.glyph, hue: (hueOf(p.name) + 150) % 360 }),
      ),
    );
  }
  const roll = rng.next();
  const percent = roll < 0.25;
  const amount = roll >= 0.25 && roll < 0.35;
  const price = Math.max(49, Math.round((p.price * (0.92 + rng.next() * 0.16)) / 10) * 10 - 1);
  return {
    slug: `${slugify(p.name)}-${spec.store.slug}`,
    name: p.name,
    description: spec.description,
    image,
    images,
    storeId: spec.store.id,
    moduleId: spec.moduleId,
    ...spec.category,
    price,
    discountType: amount ? 'amount' : 'percent',
    discount: percent
      ? rng.pick([500, 1000, 1500, 2000, 2500])
      : amount
        ? Math.round(price * 0.1)
        : 0,
    stock: rng.chance(0.05) ? 0 : rng.int(8, 400),
    unitType: spec.unitType ?? null,
    veg: p.flags.includes('v') ? 1 : 0,
    organic: p.flags.includes('o') ? 1 : 0,
    isHalal: p.flags.includes('h') ? 1 : 0,
    recommended: p.flags.includes('r') || rng.chance(0.12) ? 1 : 0,
    orderCount: Math.floor(rng.next() ** 2 * 900),
    status: 1,
    translations: { es: { name: p.es }, fr: { name: p.fr } },
    createdAt: ago(ctx.now, rng.int(60, 120 * 1440)),
  };
}

/** Inserts items (slugs made unique) with a few reviews each; returns the ids in order. */
export async function insertItems(
  ctx: SeedContext,
  area: string,
  rows: ItemInsert[],
): Promise<number[]> {
  const rng = ctx.rng(`reviews-${area}`);
  const seen = new Set<string>();
  const drafts = rows.map((row) => {
    let slug = row.slug;
    for (let n = 2; seen.has(slug); n++) slug = `${row.slug}-${n}`;
    seen.add(slug);
    const count = rng.chance(0.6) ? rng.int(1, 5) : 0;
    const ratings = Array.from({ length: count }, () => rng.pick([2, 3, 4, 4, 4, 5, 5, 5, 5]));
    const list = ratings.map((rating, i) => ({
      customerName: rng.pick(REVIEWERS),
      userId: i === 0 && rng.chance(0.04) ? (ctx.demoUserId ?? null) : null,
      rating,
      comment: rng.pick(REVIEW_COMMENTS[rating] ?? ['Good.']),
      createdAt: ago(ctx.now, rng.int(30, 60 * 1440)),
    }));
    const sum = ratings.reduce((a, b) => a + b, 0);
    const avgRating = count ? Math.round((sum / count) * 100) / 100 : 0;
    return { row: { ...row, slug, avgRating, ratingCount: count }, reviews: list };
  });
  const ids = await insertIds(
    ctx.db,
    items,
    drafts.map((d) => d.row),
  );
  await insertRows(
    ctx.db,
    reviews,
    drafts.flatMap((d, i) =>
      d.reviews.map((r) => ({ ...r, itemId: ids[i] ?? 0, storeId: d.row.storeId })),
    ),
  );
  return ids;
}

/**
 * Store ratings and order counts follow from their items' reviews and orders; a rental
 * provider's rating from its vehicles' reviews.
 */
export async function refreshStoreAggregates(ctx: SeedContext): Promise<void> {
  await ctx.db.execute(sql`
    UPDATE stores s SET
      rating_count = a.rc,
      avg_rating = CASE WHEN a.rc > 0 THEN round((a.total / a.rc)::numeric, 2)::float8 ELSE 0 END,
      order_count = a.oc
    FROM (
      SELECT store_id, sum(rating_count)::int AS rc, sum(avg_rating * rating_count) AS total,
             sum(order_count)::int AS oc
      FROM items GROUP BY store_id
    ) a
    WHERE a.store_id = s.id`);
  await ctx.db.execute(sql`
    UPDATE stores s SET
      rating_count = a.rc,
      avg_rating = CASE WHEN a.rc > 0 THEN round((a.total / a.rc)::numeric, 2)::float8 ELSE 0 END
    FROM (
      SELECT v.provider_id, count(*)::int AS rc, sum(r.rating)::float8 AS total
      FROM vehicle_reviews r JOIN vehicles v ON v.id = r.vehicle_id GROUP BY v.provider_id
    ) a
    WHERE a.provider_id = s.id`);
}

const SIZE_LIKE = new Set(['Weight', 'Size', 'Storage', 'Pack']);

/**
 * Choice options and their variations from 'Colour=Red,Blue;Size=S,M,L'. Variation `type` is the
 * chosen values joined with '-'; sizes step the price up; about a third of the items have one
 * variation out of stock. The item's stock is the sum of its variations'.
 */
export function choiceFields(rng: Rng, price: number, spec: string | undefined) {
  if (!spec) return {};
  const options = spec.split(';').map((part, i) => {
    const [title = '', values = ''] = part.split('=');
    return { name: `choice_${i + 1}`, title, options: values.split(',') };
  });
  let combos: { values: string[]; price: number }[] = [{ values: [], price }];
  for (const option of options) {
    const step = SIZE_LIKE.has(option.title) ? Math.round((price * 0.6) / 10) * 10 : 0;
    combos = combos.flatMap((c) =>
      option.options.map((value, i) => ({
        values: [...c.values, value],
        price: c.price + i * step,
      })),
    );
  }
  const variations = combos.map((c) => ({
    type: c.values.join('-'),
    price: c.price,
    stock: rng.int(3, 60),
  }));
  const out = variations[rng.int(0, variations.length - 1)];
  if (out && rng.chance(0.35)) out.stock = 0;
  return {
    choiceOptions: options,
    variations,
    stock: variations.reduce((sum, v) => sum + v.stock, 0),
  };
}
