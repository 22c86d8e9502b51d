/** Food: categories, restaurants, add-ons, and dishes with food variations. */

import { asc, eq } from 'drizzle-orm';
import type { FoodVariation } from '../schema/catalog';
import { addOns, categories } from '../schema/index';
import {
  type ItemInsert,
  insertItems,
  makeItem,
  type Product,
  parseProducts,
} from './catalog-common';
import { BLURBS, MENU } from './catalog-food-data';
import { EXTRA_RESTAURANTS } from './catalog-food-extra';
import { insertIds, type SeedContext, tr } from './context';
import type { GeoIds } from './geo';
import { type CategoryDef, type CategoryMap, categoryFields, seedCategories } from './modules';
import type { Rng } from './random';
import { parseStores, type StoreRow, seedStores } from './stores';
import type { Glyph } from './svg-images';
import { list, NUTRITION } from './words';

const CATEGORIES: CategoryDef[] = [
  'Biryani & Curry|Biryani y curry|Biryani et curry|fire|1',
  'Pizza|Pizza|Pizza|pizza|1|Veg Pizza,Pizza vegetariana,Pizza végétarienne;Meat Pizza,Pizza con carne,Pizza à la viande',
  'Burgers|Hamburguesas|Burgers|burger|1|Beef Burgers,Hamburguesas de ternera,Burgers au bœuf;Chicken Burgers,Hamburguesas de pollo,Burgers au poulet',
  'Chinese|China|Chinoise|noodles|0',
  'Breakfast|Desayuno|Petit-déjeuner|egg|1',
  'Sushi|Sushi|Sushi|fish|0',
  'Salads & Bowls|Ensaladas y bowls|Salades et bols|leaf|0',
  'Kebabs & Grill|Kebabs y parrilla|Kebabs et grillades|fire|1',
  'Desserts|Postres|Desserts|dessert|0|Cakes,Tartas,Gâteaux;Ice Cream,Helados,Glaces',
  'Noodles & Ramen|Fideos y ramen|Nouilles et ramen|noodles|0',
  'Mexican|Mexicana|Mexicaine|taco|0',
  'Coffee & Drinks|Café y bebidas|Café et boissons|cup|0|Hot Drinks,Bebidas calientes,Boissons chaudes;Cold Drinks,Bebidas frías,Boissons fraîches',
];

const GLYPH = new Map(CATEGORIES.map((line) => [line.split('|')[0], line.split('|')[3] as Glyph]));

/** Restaurants (see parseStores), then the categories of their menu. */
const RESTAURANTS = parseStores([
  'Spice Route Biryani House|west|fire|Slow-cooked biryani and curries|Biryanis y currys a fuego lento|Biryanis et currys mijotés|hours=split featured schedule discount=percent/1500/1000/500|Biryani & Curry,Coffee & Drinks',
  'Brick Oven Pizzeria|east|pizza|Wood-fired pizza since 1998|Pizza al horno de leña desde 1998|Pizzas au feu de bois depuis 1998|free featured schedule|Pizza,Desserts',
  'Burger Yard|west|burger|Smash burgers and loaded fries|Hamburguesas smash y patatas cargadas|Smash burgers et frites garnies|self=60/199/899 min=800|Burgers,Coffee & Drinks',
  'Golden Dragon|east|noodles|Cantonese and Szechuan classics|Clásicos cantoneses y de Sichuan|Classiques cantonais et du Sichuan|hours=closedFri tax=7.5|Chinese,Noodles & Ramen',
  'Sunrise Breakfast Club|west|egg|Breakfast and brunch all morning|Desayunos y brunch toda la mañana|Petit-déjeuner et brunch toute la matinée|schedule|Breakfast,Coffee & Drinks',
  'Sushi Harbor|east|fish|Fresh nigiri and maki rolls|Nigiris frescos y makis|Nigiris frais et makis|self=80/299/1299 min=1500 time=35-50|Sushi',
  'Green Bowl Kitchen|west|leaf|Plant-forward salads and bowls|Ensaladas y bowls vegetales|Salades et bols végétaux|free vegonly|Salads & Bowls',
  'Kebab & Grill Co.|east|fire|Charcoal kebabs and shawarma|Kebabs al carbón y shawarma|Kebabs au charbon et shawarma|schedule discount=amount/300/2000/0|Kebabs & Grill,Mexican',
  'Sweet Tooth Patisserie|west|dessert|Cakes, gelato and sweet treats|Tartas, helados y dulces|Gâteaux, glaces et douceurs|hours=closedSun tax=0|Desserts,Coffee & Drinks',
  'Midnight Noodle Bar|east|noodles|Late-night ramen and noodles|Ramen y fideos hasta tarde|Ramen et nouilles tard le soir|hours=late time=15-25|Noodles & Ramen',
  'Taco Loco|west|taco|Street tacos and burritos, take-away only|Tacos callejeros y burritos para llevar|Tacos de rue et burritos à emporter|nodelivery|Mexican',
  'Café Riverton|east|cup|Specialty coffee and pastries|Café de especialidad y bollería|Café de spécialité et viennoiseries|closed discount=percent/1000/0/0/expired|Coffee & Drinks,Breakfast',
]);

const ALLERGENS: Record<string, string> = Object.fromEntries(
  list('G:Gluten|M:Milk|E:Egg|F:Fish|S:Shellfish|P:Peanuts|N:Tree nuts|Y:Soy|Z:Sesame').map((x) =>
    x.split(':'),
  ),
);

/** Compact groups: 'name|type|min|max|required|label:price,label:price…'. */
const group = (text: string): FoodVariation => {
  const [name = '', type, min, max, required, values = ''] = list(text);
  return {
    name,
    type: type === 'multi' ? 'multi' : 'single',
    min: Number(min),
    max: Number(max),
    required: required === 'on' ? 'on' : 'off',
    values: values.split(',').map((v) => {
      const [label = '', price = '0'] = v.split(':');
      return { label, optionPrice: Number(price) };
    }),
  };
};

const VARIATIONS: Record<string, FoodVariation[]> = {
  'Biryani & Curry': [
    group('Portion|single|1|1|on|Regular:0,Large:350'),
    group('Sides|multi|1|2|on|Raita:0,Salad:0,Boiled egg:99,Borhani:149'),
  ],
  Pizza: [
    group('Size|single|1|1|on|Small 10":0,Medium 12":300,Large 14":600'),
    group('Crust|single|1|1|off|Classic:0,Thin:0,Stuffed crust:199'),
    group('Extra toppings|multi|1|3|off|Olives:99,Mushrooms:99,Jalapeños:79,Extra mozzarella:149'),
  ],
  Burgers: [
    group('Patty|single|1|1|on|Single:0,Double:299'),
    group('Extras|multi|1|2|off|Fried egg:99,Avocado:149,Caramelised onions:79'),
  ],
  'Kebabs & Grill': [
    group('Served with|single|1|1|off|Naan:0,Pita:0,Saffron rice:99'),
    group('Sauces|multi|1|2|on|Garlic:0,Mint yoghurt:0,Chili:0,Tahini:49'),
  ],
  'Noodles & Ramen': [
    group('Spice level|single|1|1|on|Mild:0,Medium:0,Hot:0,Fire:0'),
    group('Toppings|multi|1|4|off|Soft-boiled egg:99,Extra chicken:199,Sweetcorn:49,Nori:49'),
  ],
  Chinese: [group('Spice level|single|1|1|off|Mild:0,Medium:0,Hot:0')],
  Sushi: [group('Pieces|single|1|1|on|4 pieces:0,8 pieces:499')],
  Desserts: [group('Extras|multi|1|2|off|Whipped cream:69,Chocolate sauce:49,Berries:129')],
  Mexican: [group('Salsa|multi|1|2|off|Pico de gallo:0,Salsa verde:0,Chipotle:49')],
  'Salads & Bowls': [
    group('Dressing|single|1|1|on|Lemon tahini:0,Balsamic:0,Caesar:0'),
    group('Add protein|multi|1|2|off|Tofu:149,Halloumi:199,Chickpeas:99'),
  ],
  'Coffee & Drinks': [
    group('Size|single|1|1|on|Small:0,Medium:50,Large:100'),
    group('Milk|single|1|1|off|Whole:0,Oat:60,Almond:60'),
    group('Syrups|multi|1|2|off|Vanilla:40,Caramel:40,Hazelnut:40'),
  ],
  Breakfast: [group('Eggs|single|1|1|off|Fried:0,Scrambled:0,Poached:0')],
};

const ADD_ONS = list(
  'Extra Cheese,Queso extra,Supplément fromage,99|French Fries,Patatas fritas,Frites,249|' +
    'Garlic Dip,Salsa de ajo,Sauce à l’ail,79|Coleslaw,Ensalada de col,Salade coleslaw,149|' +
    'Cola 330 ml,Cola 330 ml,Cola 33 cl,149|Mineral Water,Agua mineral,Eau minérale,99|' +
    'Chocolate Brownie,Brownie de chocolate,Brownie au chocolat,299|Extra Sauce,Salsa extra,Sauce en plus,49|' +
    'Steamed Rice,Arroz al vapor,Riz vapeur,199|Side Salad,Ensalada pequeña,Petite salade,249|' +
    'Jalapeños,Jalapeños,Jalapeños,79|Whipped Cream,Nata montada,Chantilly,69',
).map((line) => line.split(','));

export async function seedFood(
  ctx: SeedContext,
  moduleId: number,
  geo: GeoIds,
): Promise<StoreRow[]> {
  const rng = ctx.rng('food');
  const cats = await seedCategories(ctx, 'food', moduleId, CATEGORIES);
  const stores = await seedStores(ctx, 'food', moduleId, geo, RESTAURANTS);
  const menus = stores.map((store) =>
    cuisinesOf(store).flatMap((cuisine) =>
      menuOf(store, cuisine).map((product) => ({ cuisine, product })),
    ),
  );
  const counts = await seedMenus(ctx, rng, 'food', moduleId, cats, stores, menus);
  ctx.log(`food: ${stores.length} restaurants, ${counts.dishes} dishes, ${counts.addOns} add-ons`);
  return stores;
}

/**
 * More restaurants (catalog-food-extra.ts), each with a short menu picked from MENU, so that each
 * zone lists enough food stores to page through. Seeded after everything else, from streams of
 * their own, so the rows and values above keep their ids and draws.
 */
export async function seedFoodExtras(
  ctx: SeedContext,
  moduleId: number,
  geo: GeoIds,
): Promise<StoreRow[]> {
  const rng = ctx.rng('food-extra');
  const cats = await loadCategories(ctx, moduleId);
  const stores = await seedStores(ctx, 'food', moduleId, geo, EXTRA_RESTAURANTS, {
    area: 'stores-food-extra',
    // Older than the restaurants above, so the newest-first lists still open with those.
    olderByDays: 52,
  });
  const menus = stores.map((store) => {
    const cuisines = cuisinesOf(store);
    const size = rng.int(4, 6);
    return cuisines.flatMap((cuisine, i) => {
      const menu = menuOf(store, cuisine);
      const k = i === 0 ? size - 2 * (cuisines.length - 1) : 2;
      const picked = new Set(rng.sample(menu, k));
      return menu.filter((p) => picked.has(p)).map((product) => ({ cuisine, product }));
    });
  });
  const counts = await seedMenus(ctx, rng, 'food-extra', moduleId, cats, stores, menus);
  ctx.log(
    `food: ${stores.length} more restaurants, ${counts.dishes} dishes, ${counts.addOns} add-ons`,
  );
  return stores;
}

const cuisinesOf = (store: StoreRow): string[] => store.def.extra[0]?.split(',') ?? [];

/** The dishes of a cuisine a restaurant may serve (only vegetarian ones in a veg-only store). */
function menuOf(store: StoreRow, cuisine: string): Product[] {
  const vegOnly = store.def.options.nonVeg === 0;
  return parseProducts(MENU[cuisine] ?? []).filter((p) => !vegOnly || p.flags.includes('v'));
}

/** The food categories already seeded, by name (as seedCategories returns them). */
async function loadCategories(ctx: SeedContext, moduleId: number): Promise<CategoryMap> {
  const rows = await ctx.db
    .select({ id: categories.id, parentId: categories.parentId, name: categories.name })
    .from(categories)
    .where(eq(categories.moduleId, moduleId))
    .orderBy(asc(categories.id));
  return new Map(rows.map((row) => [row.name, row]));
}

type Dish = { cuisine: string; product: Product };

/**
 * Add-ons for every store, then its dishes (`menus`, one list per store) with food variations,
 * add-ons, nutrition and allergens; reviews come from the `reviews-<area>` stream.
 */
async function seedMenus(
  ctx: SeedContext,
  rng: Rng,
  area: string,
  moduleId: number,
  cats: CategoryMap,
  stores: StoreRow[],
  menus: Dish[][],
): Promise<{ dishes: number; addOns: number }> {
  const storeAddOns = stores.map(() => rng.sample(ADD_ONS, rng.int(5, 7)));
  const addOnIds = await insertIds(
    ctx.db,
    addOns,
    stores.flatMap((store, i) =>
      (storeAddOns[i] ?? []).map(([name = '', es = '', fr = '', price = '0']) => ({
        storeId: store.id,
        name,
        price: Number(price),
        translations: tr(es, fr),
      })),
    ),
  );
  let next = 0;
  const idsByStore = stores.map((_, i) => (storeAddOns[i] ?? []).map(() => addOnIds[next++] ?? 0));

  const rows: ItemInsert[] = [];
  stores.forEach((store, s) => {
    for (const { cuisine, product } of menus[s] ?? []) {
      const f = product.flags;
      const item = makeItem(ctx, rng, {
        module: 'food',
        moduleId,
        store,
        product,
        glyph: GLYPH.get(cuisine) ?? 'food',
        category: categoryFields(cats, product.extra[0] || cuisine),
        description: `${BLURBS[cuisine] ?? ''} A favourite at ${store.name}.`,
      });
      const side = product.price < 500;
      rows.push({
        ...item,
        foodVariations: !side && rng.chance(0.8) ? (VARIATIONS[cuisine] ?? []) : [],
        addOnIds: rng.chance(0.7) ? rng.sample(idsByStore[s] ?? [], rng.int(2, 4)) : [],
        nutritionsName: rng.sample(NUTRITION, rng.int(2, 4)),
        allergiesName: [...f].flatMap((c) => (ALLERGENS[c] ? [ALLERGENS[c]] : [])),
        tags: [
          cuisine.split(' ')[0]?.toLowerCase() ?? 'food',
          ...(f.includes('v') ? ['vegetarian'] : []),
        ],
        availableTimeStarts: f.includes('b') ? '07:00' : f.includes('d') ? '17:00' : '00:00',
        availableTimeEnds: f.includes('b') ? '11:30' : f.includes('d') ? '23:00' : '23:59',
        maximumCartQuantity: f.includes('m') ? 3 : rng.chance(0.08) ? 10 : null,
      });
    }
  });
  await insertItems(ctx, area, rows);
  return { dishes: rows.length, addOns: addOnIds.length };
}
