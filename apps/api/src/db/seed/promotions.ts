/** Promotions: campaign items, basic campaigns, banners, coupons and flash sales. */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import {
  banners,
  campaignStores,
  campaigns,
  categories,
  coupons,
  flashSaleItems,
  flashSales,
  items,
} from '../schema/index';
import type { ModuleType } from '../schema/modules';
import { type ItemInsert, insertItems, makeItem, parseProducts } from './catalog-common';
import { day, insertIds, insertRows, type SeedContext, slugify } from './context';
import type { GeoIds, ZoneKey } from './geo';
import type { StoreRow } from './stores';
import { bannerImage, type Glyph } from './svg-images';
import { list } from './words';

export type Catalog = {
  modules: Record<ModuleType, number>;
  geo: GeoIds;
  stores: Partial<Record<ModuleType, StoreRow[]>>;
};

const tr2 = (es: string, fr: string, esD = '', frD = '') => ({
  es: { title: es, ...(esD && { description: esD }) },
  fr: { title: fr, ...(frD && { description: frD }) },
});

/** 'name|es|fr|price|flags|store|category|start day|end day|percent off (hundredths)' */
const CAMPAIGN_ITEMS = parseProducts([
  'Weekend Biryani Feast for Two|Festín de biryani para dos|Festin de biryani pour deux|2499|hr|Spice Route Biryani House|Biryani & Curry|-5|20|2000',
  'Pizza Party Bundle|Pack fiesta de pizza|Formule soirée pizza|2999|v|Brick Oven Pizzeria|Pizza|-3|25|1500',
  'Burger and Shake Combo|Combo hamburguesa y batido|Formule burger et milk-shake|1299|h|Burger Yard|Burgers|-2|14|1000',
  'Fresh Fruit Box|Caja de fruta fresca|Panier de fruits frais|1999|vo|FreshMart Supermarket|Fresh Fruits|-7|21|1200',
  'Smart Audio Bundle|Pack de audio inteligente|Pack audio connecté|17999|r|Gadget Galaxy|Audio|-1|30|1500',
  'Summer BBQ Platter|Parrillada de verano|Plateau barbecue d’été|2999|h|Kebab & Grill Co.|Kebabs & Grill|-45|-15|2000',
  'Back to School Kit|Kit de vuelta al cole|Kit de rentrée|2499||Little Explorers Toy Shop|Books & Stationery|-60|-30|1000',
  'Festive Sweets Box|Caja de dulces festivos|Coffret de douceurs festives|1899|v|Sweet Tooth Patisserie|Desserts|10|40|1000',
]);

/** 'module|title|es|fr|start|end|glyph|stores (comma-separated)' */
const CAMPAIGNS = [
  'food|Weekend Feast|Festín de fin de semana|Festin du week-end|-3|25|food|Spice Route Biryani House,Brick Oven Pizzeria,Burger Yard,Kebab & Grill Co.',
  'grocery|Fresh Week|Semana fresca|Semaine fraîcheur|-2|12|apple|FreshMart Supermarket,Green Valley Organics,Eastfield Hypermarket',
  'pharmacy|Health Check Days|Días de la salud|Journées santé|5|20|heart|CarePlus Pharmacy,MediQuick',
  'ecommerce|Summer Sale|Rebajas de verano|Soldes d’été|-40|-10|tag|Urban Thread Store,Trailhead Outfitters',
  'ecommerce|Tech Fest|Festival tecnológico|Festival high-tech|-1|14|phone|Gadget Galaxy,Riverton Bazaar',
  'rental|Road Trip Season|Temporada de escapadas|Saison des road trips|-5|30|rental|Riverton Car Rentals,Harbour Wheels',
].map(list);

/**
 * 'code|title|es|fr|type|discount type|discount|max|min purchase|limit|module|start|end|data'
 * where data names stores (store_wise) or zones (zone_wise).
 */
const COUPONS = [
  'WELCOME50|50% off your first order|50 % en tu primer pedido|-50 % sur votre première commande|first_order|percent|5000|1000|1500|1|food|-30|60|',
  'FREEDEL|Free delivery on groceries|Envío gratis en el súper|Livraison offerte sur l’épicerie|free_delivery|amount|0|0|2000|3|grocery|-10|30|',
  'WEST10|10% off in West Riverton|10 % en Riverton Oeste|-10 % à Riverton Ouest|zone_wise|percent|1000|0|1000|0|food|-5|45|west',
  'SPICE5|$5 off at Spice Route|5 $ de descuento en Spice Route|5 $ de remise chez Spice Route|store_wise|amount|500|0|2500|2|food|-5|30|Spice Route Biryani House',
  'SAVE15|15% off groceries|15 % en el súper|-15 % sur l’épicerie|default|percent|1500|500|1500|3|grocery|-3|20|',
  'FLAT3|$3 off any order|3 $ de descuento|3 $ de remise|default|amount|300|0|1000|0|ecommerce|-7|30|',
  'PHARMA10|10% off pharmacy|10 % en farmacia|-10 % en pharmacie|default|percent|1000|300|0|5|pharmacy|-7|30|',
  'GADGET20|20% off at Gadget Galaxy|20 % en Gadget Galaxy|-20 % chez Gadget Galaxy|store_wise|percent|2000|5000|10000|1|ecommerce|-2|20|Gadget Galaxy,Riverton Bazaar',
  'FOODSHIP|Free delivery on food|Envío gratis en comida|Livraison offerte sur les repas|free_delivery|amount|0|0|1500|0|food|-2|20|',
  'RIDE10|10% off your ride|10 % en tu viaje|-10 % sur votre trajet|default|percent|1000|2000|3000|2|rental|-5|40|',
  'PARCEL2|$2 off parcels|2 $ de descuento en envíos|2 $ de remise sur les colis|default|amount|200|0|500|0|parcel|-5|40|',
  'EXPIRED20|Spring special (expired)|Especial de primavera (caducado)|Spécial printemps (expiré)|default|percent|2000|0|0|0|food|-60|-30|',
  'SOON25|Coming soon: 25% off|Próximamente: 25 %|Bientôt : -25 %|zone_wise|percent|2500|1500|2000|1|grocery|10|40|east',
].map(list);

const BANNER_TITLES: Record<ModuleType, [string, Glyph]> = {
  food: ['Hungry? Free delivery over $50', 'food'],
  grocery: ['Fresh groceries in 30 minutes', 'grocery'],
  pharmacy: ['Medicines at your door, day and night', 'pharmacy'],
  ecommerce: ['New season, new arrivals', 'ecommerce'],
  parcel: ['Send a parcel across town', 'parcel'],
  rental: ['Rent a car by the hour or the day', 'rental'],
};

export async function seedPromotions(ctx: SeedContext, cat: Catalog): Promise<void> {
  const rng = ctx.rng('promotions');
  const allStores = Object.entries(cat.stores).flatMap(([type, list]) =>
    (list ?? []).map((s) => ({ ...s, type: type as ModuleType })),
  );
  const storeNamed = (name: string) => {
    const s = allStores.find((x) => x.name === name);
    if (!s) throw new Error(`unknown store ${name}`);
    return s;
  };
  const cats = await ctx.db.select().from(categories);

  // Campaign items: items with campaign dates, current, expired and upcoming.
  const campaignRows: ItemInsert[] = CAMPAIGN_ITEMS.map((product) => {
    const [storeName = '', catName = '', start = '0', end = '0', off = '0'] = product.extra;
    const store = storeNamed(storeName);
    const c = cats.find((x) => x.name === catName && x.moduleId === cat.modules[store.type]);
    if (!c) throw new Error(`unknown category ${catName}`);
    const item = makeItem(ctx, rng, {
      module: store.type,
      moduleId: cat.modules[store.type],
      store,
      product,
      glyph: 'tag',
      category: {
        categoryId: c.id,
        categoryIds: [
          ...(c.parentId ? [{ id: c.parentId, position: 1 }] : []),
          { id: c.id, position: c.parentId ? 2 : 1 },
        ],
      },
      description: `${product.name}: a limited-time offer from ${store.name}, only while the campaign lasts.`,
    });
    return {
      ...item,
      slug: `campaign-${item.slug}`,
      discountType: 'percent',
      discount: Number(off),
      stock: rng.int(20, 80),
      availableDateStarts: day(ctx.now, Number(start)),
      availableDateEnds: day(ctx.now, Number(end)),
      maximumCartQuantity: 2,
      tags: ['campaign'],
    };
  });
  await insertItems(ctx, 'campaign-items', campaignRows);

  // Basic campaigns with their stores.
  const campaignIds = await insertIds(
    ctx.db,
    campaigns,
    CAMPAIGNS.map(
      ([type = 'food', title = '', es = '', fr = '', start = '0', end = '0', glyph]) => ({
        title,
        description: `${title}: special prices at selected stores in ${ctx.now.getUTCFullYear()}.`,
        image: ctx.media.add(`campaign/${slugify(title)}.svg`, () =>
          bannerImage({
            title,
            subtitle: 'Selected stores · limited time',
            glyph: (glyph ?? 'tag') as Glyph,
            ratio: 3,
          }),
        ),
        moduleId: cat.modules[type as ModuleType],
        startDate: day(ctx.now, Number(start)),
        endDate: day(ctx.now, Number(end)),
        translations: tr2(es, fr),
      }),
    ),
  );
  await insertRows(
    ctx.db,
    campaignStores,
    CAMPAIGNS.flatMap((c, i) =>
      (c[7] ?? '')
        .split(',')
        .map((name) => ({ campaignId: campaignIds[i] ?? 0, storeId: storeNamed(name).id })),
    ),
  );

  // Banners per active zone and module: default, store-wise and item-wise.
  const bannerRows: (typeof banners.$inferInsert)[] = [];
  for (const zone of ['west', 'east'] as ZoneKey[]) {
    for (const [type, moduleId] of Object.entries(cat.modules) as [ModuleType, number][]) {
      const [title, glyph] = BANNER_TITLES[type];
      const base = { zoneId: cat.geo.zones[zone], moduleId, status: 1 };
      const image = (kind: string, t: string, sub: string) =>
        ctx.media.add(`banner/${zone}-${type}-${kind}.svg`, () =>
          bannerImage({ title: t, subtitle: sub, glyph, ratio: 2 }),
        );
      bannerRows.push({
        ...base,
        title,
        type: 'default',
        featured: 1,
        image: image('default', title, 'Riverton Market'),
      });
      const local = (cat.stores[type] ?? []).filter((s) => s.zone === zone);
      const store = local.length ? rng.pick(local) : undefined;
      if (store) {
        const t = `Order from ${store.name}`;
        bannerRows.push({
          ...base,
          title: t,
          type: 'store_wise',
          data: store.id,
          image: image('store', t, store.def.tagline),
        });
        const [item] = await ctx.db
          .select({ id: items.id, name: items.name })
          .from(items)
          .where(
            and(eq(items.storeId, store.id), isNull(items.availableDateStarts), gt(items.stock, 0)),
          )
          .orderBy(desc(items.orderCount), items.id)
          .limit(1);
        if (item) {
          const t2 = `Try the ${item.name}`;
          bannerRows.push({
            ...base,
            title: t2,
            type: 'item_wise',
            data: item.id,
            image: image('item', t2, store.name),
          });
        }
      }
    }
  }
  await insertRows(ctx.db, banners, bannerRows);

  // Coupons of every type: current, expired and upcoming.
  await insertRows(
    ctx.db,
    coupons,
    COUPONS.map(
      ([
        code = '',
        title = '',
        es = '',
        fr = '',
        type,
        dType,
        disc,
        max,
        min,
        limit,
        mod,
        start,
        end,
        data = '',
      ]) => ({
        code,
        title,
        couponType: type as (typeof coupons.$inferInsert)['couponType'],
        discountType: dType === 'amount' ? ('amount' as const) : ('percent' as const),
        discount: Number(disc),
        maxDiscount: Number(max),
        minPurchase: Number(min),
        limit: Number(limit),
        moduleId: cat.modules[mod as ModuleType],
        startDate: day(ctx.now, Number(start)),
        expireDate: day(ctx.now, Number(end)),
        data: !data
          ? []
          : type === 'zone_wise'
            ? data.split(',').map((z) => cat.geo.zones[z as ZoneKey])
            : data.split(',').map((name) => storeNamed(name).id),
        translations: tr2(es, fr),
      }),
    ),
  );

  // Flash sales: a current one on groceries, an expired one on the shop.
  for (const [type, title, start, end, count] of [
    ['grocery', 'Midweek Flash Sale', -1, 2, 8],
    ['ecommerce', 'Weekend Flash Sale', -10, -8, 4],
  ] as const) {
    const [saleId = 0] = await insertIds(ctx.db, flashSales, [
      {
        title,
        moduleId: cat.modules[type],
        startDate: day(ctx.now, start),
        endDate: day(ctx.now, end),
      },
    ]);
    const candidates = await ctx.db
      .select({ id: items.id })
      .from(items)
      .where(
        and(
          eq(items.moduleId, cat.modules[type]),
          isNull(items.availableDateStarts),
          gt(items.stock, 0),
        ),
      )
      .orderBy(items.id);
    await insertRows(
      ctx.db,
      flashSaleItems,
      rng.sample(candidates, count).map(({ id }) => {
        const stock = rng.int(20, 50);
        const percent = rng.chance(0.7);
        return {
          flashSaleId: saleId,
          itemId: id,
          stock,
          sold: rng.int(0, stock - 5),
          discountType: percent ? ('percent' as const) : ('amount' as const),
          discount: percent ? rng.pick([1000, 2000, 3000]) : rng.pick([50, 100, 150]),
        };
      }),
    );
  }
  ctx.log(
    `promotions: ${campaignRows.length} campaign items, ${campaignIds.length} campaigns, ${bannerRows.length} banners, ${COUPONS.length} coupons, 2 flash sales`,
  );
}
