import { categoryItems } from '@marketplace/contract/endpoints/categories';
import {
  latestItems,
  mostReviewedItems,
  popularItems,
} from '@marketplace/contract/endpoints/items';
import { ItemCardPageSchema } from '@marketplace/contract/items';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { items } from '../../db/schema/catalog';
import { type EntryInput, entryRequest } from '../../test/entry-request';
import { createTestApp, type TestApp } from '../../test/test-app';
import { resetCatalog } from '../catalog/testing/catalog-fixture';
import { buildCatalogueWorld, type CatalogueWorld } from '../catalog/testing/catalogue-world';
import { ITEM_PAGE_KEYS } from './item-page-keys.cache';

// Deep pages seek from the previous page's last sort key (decision 0045). Whatever path a page
// takes, a client must get exactly the page that skipping (offset - 1) * limit rows gives.
// The read cache is off so that every request reads the database. Pages seek from row 8 on
// (decision 0050: page 3 of 4 here; hundreds of rows in production), so these small lists
// have shallow pages, the page that remembers the first key (2), and deep ones.
const LIMIT = 4;
const SEEK_FROM_ROW = 2 * LIMIT;
let t: TestApp;
let w: CatalogueWorld;
beforeAll(async () => {
  t = await createTestApp({
    env: { CATALOG_READ_CACHE: 'off', ITEM_LIST_SEEK_FROM_ROW: String(SEEK_FROM_ROW) },
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  await resetCatalog(t);
  w = await buildCatalogueWorld(t.db);
});

const ITEM_COUNT = 30;
const PAGES = Math.ceil(ITEM_COUNT / LIMIT) + 1; // and one past the end

type Entry = Parameters<typeof entryRequest>[0];
type PageReader = (page: number) => Promise<number[]>;

function reader(entry: Entry, input: EntryInput = {}): PageReader {
  return async (page) => {
    const response = await t.app.inject(
      entryRequest(entry, {
        ...input,
        query: { ...input.query, limit: LIMIT, offset: page },
        headers: { moduleId: String(w.food.id) },
      }),
    );
    expect(response.statusCode).toBe(200);
    return ItemCardPageSchema.parse(response.json()).products.map((card) => card.id);
  };
}

const forgetPageKeys = () => t.deps.caches.invalidateLocally([ITEM_PAGE_KEYS.name]);

/** Each page asked for first, as a client jumping to it: read by offset alone. */
async function pagesByOffset(read: PageReader, pages = PAGES): Promise<number[][]> {
  const answers: number[][] = [];
  for (let page = 1; page <= pages; page += 1) {
    forgetPageKeys();
    answers.push(await read(page));
  }
  return answers;
}

/** Every page after the one before it, as a client paging through the list. */
async function pagesInOrder(read: PageReader, pages = PAGES): Promise<number[][]> {
  forgetPageKeys();
  const answers: number[][] = [];
  for (let page = 1; page <= pages; page += 1) answers.push(await read(page));
  return answers;
}

/**
 * Items whose sort columns tie a lot: four order counts, three rating counts, two ratings and
 * three creation times, apart by microseconds (finer than a JavaScript Date), in two stores and
 * two categories.
 */
async function buildTiedItems() {
  const base = Date.parse('2026-11-01T10:00:00Z');
  for (let i = 0; i < ITEM_COUNT; i += 1) {
    await w.item(i % 3 === 0 ? w.southStore : w.northStore, i % 2 ? w.drinks : w.curries, {
      orderCount: i % 4,
      ratingCount: i % 3,
      avgRating: (i % 2) * 4.5,
      createdAt: new Date(base + (i % 3) * 60_000),
    });
  }
  await t.db.execute(
    sql`update items set created_at = created_at + (id % 2) * interval '1 microsecond'`,
  );
}

const LISTS: [string, PageReader | (() => PageReader)][] = [
  ['popular', () => reader(popularItems)],
  ['latest', () => reader(latestItems)],
  ['most reviewed', () => reader(mostReviewedItems)],
  ['latest of one store', () => reader(latestItems, { query: { store_id: w.northStore.id } })],
  ['of a category', () => reader(categoryItems, { params: { id: w.drinks.id } })],
];

describe('deep pages of the item lists', () => {
  it.each(LISTS)('%s: every page read in order equals the page read by offset', async (_, make) => {
    await buildTiedItems();
    const read = (make as () => PageReader)();
    const byOffset = await pagesByOffset(read);
    expect(byOffset.flat()).toHaveLength(new Set(byOffset.flat()).size);
    expect(byOffset.at(-1)).toEqual([]);
    expect(await pagesInOrder(read)).toEqual(byOffset);
  });

  it('a page a few pages after the last one read equals the page read by offset', async () => {
    await buildTiedItems();
    const read = reader(popularItems);
    const byOffset = await pagesByOffset(read);
    forgetPageKeys();
    expect(await read(2)).toEqual(byOffset[1]);
    expect(await read(6)).toEqual(byOffset[5]);
    expect(await read(7)).toEqual(byOffset[6]);
  });

  it('after items change places, the next pages equal the pages read by offset', async () => {
    await buildTiedItems();
    const read = reader(popularItems);
    const [page1, page2] = (await pagesInOrder(read, 3)) as [number[], number[]];
    const lastPage = (await read(PAGES - 1)) as [number];
    // Page 1's first item drops to the end, the last page's first rises to the top, one of
    // page 2 is delisted: the keys of pages 1 to 3 are remembered from before.
    await t.db
      .update(items)
      .set({ orderCount: -1 })
      .where(eq(items.id, page1[0] as number));
    await t.db.update(items).set({ orderCount: 99 }).where(eq(items.id, lastPage[0]));
    await t.db
      .update(items)
      .set({ status: 0 })
      .where(eq(items.id, page2[1] as number));
    const next: number[][] = [];
    for (let page = 4; page <= PAGES; page += 1) next.push(await read(page));
    const byOffset = await pagesByOffset(read);
    expect(next).toEqual(byOffset.slice(3));
    expect(byOffset[0]?.[0]).toBe(lastPage[0]);
    expect(await pagesInOrder(read)).toEqual(byOffset);
  });

  it('a new review that reorders the most reviewed list: the next page equals the page by offset', async () => {
    await buildTiedItems();
    const read = reader(mostReviewedItems);
    await pagesInOrder(read, 3);
    const [top] = (await read(1)) as [number];
    await t.db.update(items).set({ ratingCount: 0, avgRating: 0 }).where(eq(items.id, top));
    const next = await read(4);
    forgetPageKeys();
    expect(next).toEqual(await read(4));
  });

  const LAST_PLACE: [string, () => PageReader, Partial<typeof items.$inferInsert>][] = [
    ['popular', () => reader(popularItems), { orderCount: -1 }],
    ['latest', () => reader(latestItems), { createdAt: new Date(0) }],
    ['most reviewed', () => reader(mostReviewedItems), { ratingCount: -1 }],
    [
      'of a category',
      () => reader(categoryItems, { params: { id: w.drinks.id } }),
      { orderCount: -1 },
    ],
  ];
  it.each(LAST_PLACE)(
    '%s seeks: a move hidden from item_list_generation would shift the next page (the generation is what keeps it exact)',
    async (_, make, lastPlace) => {
      await buildTiedItems();
      const read = make();
      const [first] = (await pagesInOrder(read, 2))[0] as [number];
      await t.db.execute(sql`alter table items disable trigger items_list_generation_change`);
      try {
        await t.db.update(items).set(lastPlace).where(eq(items.id, first));
        const seeking = await read(3);
        forgetPageKeys();
        const byOffset = await read(3);
        expect(seeking).not.toEqual(byOffset);
        expect(seeking.slice(1)).toEqual(byOffset.slice(0, -1));
      } finally {
        await t.db.execute(sql`alter table items enable trigger items_list_generation_change`);
      }
    },
  );

  it('a shallow page reads by offset: it looks up no key, and only the page reaching the seeking row remembers one', async () => {
    await buildTiedItems();
    const read = reader(popularItems);
    const byOffset = await pagesByOffset(read, 4);
    forgetPageKeys();
    const { reads } = t.deps.caches.counts(ITEM_PAGE_KEYS);
    expect(await read(1)).toEqual(byOffset[0]);
    expect(t.deps.caches.counts(ITEM_PAGE_KEYS)).toEqual({ keys: 0, reads });
    expect(await read(2)).toEqual(byOffset[1]);
    expect(t.deps.caches.counts(ITEM_PAGE_KEYS)).toEqual({ keys: 1, reads });
    expect(await read(3)).toEqual(byOffset[2]);
    expect(t.deps.caches.counts(ITEM_PAGE_KEYS)).toEqual({ keys: 2, reads: reads + 1 });
    expect(await read(4)).toEqual(byOffset[3]);
    expect(t.deps.caches.counts(ITEM_PAGE_KEYS)).toEqual({ keys: 3, reads: reads + 2 });
  });

  it('a shallow page never seeks: a move hidden from item_list_generation leaves page 2 as by offset, while deep page 4 would shift', async () => {
    await buildTiedItems();
    const read = reader(popularItems);
    const [first] = (await pagesInOrder(read, 3))[0] as [number];
    await t.db.execute(sql`alter table items disable trigger items_list_generation_change`);
    try {
      // Page 1's first item to the end: every later page starts one item further.
      await t.db.update(items).set({ orderCount: -1 }).where(eq(items.id, first));
      const shallow = await read(2);
      const deep = await read(4);
      forgetPageKeys();
      expect(shallow).toEqual(await read(2));
      const deepByOffset = await read(4);
      expect(deep).not.toEqual(deepByOffset);
      expect(deep.slice(1)).toEqual(deepByOffset.slice(0, -1));
    } finally {
      await t.db.execute(sql`alter table items enable trigger items_list_generation_change`);
    }
  });
});
