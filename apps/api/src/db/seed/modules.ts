/** The six modules, and the category tree helper every catalogue area uses. */
import { categories, modules } from '../schema/index';
import { MODULE_TYPES, type ModuleType } from '../schema/modules';
import { insertIds, type SeedContext, slugify, tr } from './context';
import { categoryImage, coverImage, type Glyph, iconImage } from './svg-images';

/** [name, es, fr, description, es description, fr description, hue] */
const MODULES: Record<ModuleType, [string, string, string, string, string, string, number]> = {
  food: [
    'Food',
    'Comida',
    'Restauration',
    'Hot meals from the best kitchens in Riverton, delivered in minutes.',
    'Comidas calientes de las mejores cocinas de Riverton, entregadas en minutos.',
    'Des plats chauds des meilleures cuisines de Riverton, livrés en quelques minutes.',
    14,
  ],
  grocery: [
    'Grocery',
    'Supermercado',
    'Épicerie',
    'Fresh produce, pantry staples and household essentials.',
    'Productos frescos, despensa y artículos esenciales para el hogar.',
    'Produits frais, épicerie et essentiels de la maison.',
    122,
  ],
  pharmacy: [
    'Pharmacy',
    'Farmacia',
    'Pharmacie',
    'Medicines, health care and personal care from licensed pharmacies.',
    'Medicamentos, salud y cuidado personal de farmacias autorizadas.',
    'Médicaments, santé et soins personnels de pharmacies agréées.',
    196,
  ],
  ecommerce: [
    'Shop',
    'Tienda',
    'Boutique',
    'Gadgets, fashion and home goods from local shops.',
    'Tecnología, moda y hogar de tiendas locales.',
    'High-tech, mode et maison des boutiques locales.',
    268,
  ],
  parcel: [
    'Parcel',
    'Paquetería',
    'Colis',
    'Send anything across the city with a tracked courier.',
    'Envía lo que quieras por la ciudad con un mensajero con seguimiento.',
    'Envoyez ce que vous voulez en ville avec un coursier suivi.',
    32,
  ],
  rental: [
    'Car Rental',
    'Alquiler de coches',
    'Location de voitures',
    'Cars, vans and bikes by the hour, the kilometre or the day.',
    'Coches, furgonetas y motos por horas, kilómetros o días.',
    'Voitures, vans et deux-roues à l’heure, au kilomètre ou à la journée.',
    228,
  ],
};

export async function seedModules(ctx: SeedContext): Promise<Record<ModuleType, number>> {
  const rows = MODULE_TYPES.map((type, position) => {
    const [name, es, fr, description, esD, frD, hue] = MODULES[type];
    return {
      moduleName: name,
      moduleType: type,
      slug: slugify(name),
      icon: ctx.media.add(`module/icon-${type}.svg`, () =>
        iconImage({ title: name, glyph: type, hue }),
      ),
      thumbnail: ctx.media.add(`module/thumbnail-${type}.svg`, () =>
        coverImage({ title: name, subtitle: description, glyph: type, hue }),
      ),
      description,
      status: 1,
      position,
      translations: tr(es, fr, esD, frD),
    };
  });
  const ids = await insertIds(ctx.db, modules, rows);
  return Object.fromEntries(MODULE_TYPES.map((t, i) => [t, ids[i] ?? 0])) as Record<
    ModuleType,
    number
  >;
}

/** 'name|es|fr|glyph|featured (0/1)|sub-categories as "name,es,fr" separated by ";"' */
export type CategoryDef = string;

function parseCategory(line: string) {
  const [name = '', es = '', fr = '', glyph = 'tag', featured = '0', subs = ''] = line.split('|');
  return {
    name,
    es,
    fr,
    glyph: glyph as Glyph,
    featured: Number(featured),
    subs: subs ? subs.split(';').map((sub) => sub.split(',')) : [],
  };
}

export type CategoryRow = { id: number; parentId: number; name: string };
export type CategoryMap = Map<string, CategoryRow>;

/** Inserts top-level categories, then their sub-categories; returns them by English name. */
export async function seedCategories(
  ctx: SeedContext,
  moduleType: ModuleType,
  moduleId: number,
  defs: CategoryDef[],
): Promise<CategoryMap> {
  const image = (name: string, glyph: Glyph) =>
    ctx.media.add(`category/${moduleType}-${slugify(name)}.svg`, () =>
      categoryImage({ title: name, glyph }),
    );
  const parsed = defs.map(parseCategory);
  const parentIds = await insertIds(
    ctx.db,
    categories,
    parsed.map(({ name, es, fr, glyph, featured }, priority) => ({
      name,
      slug: `${moduleType}-${slugify(name)}`,
      image: image(name, glyph),
      parentId: 0,
      position: 0,
      priority: defs.length - priority,
      moduleId,
      featured,
      translations: tr(es, fr),
    })),
  );
  const map: CategoryMap = new Map();
  const subRows = parsed.flatMap(({ name: parentName, glyph, subs }, i) => {
    const parentId = parentIds[i] ?? 0;
    map.set(parentName, { id: parentId, parentId: 0, name: parentName });
    return subs.map(([name = '', es = '', fr = ''], priority) => ({
      name,
      slug: `${moduleType}-${slugify(parentName)}-${slugify(name)}`,
      image: image(name, glyph),
      parentId,
      position: 1,
      priority: subs.length - priority,
      moduleId,
      featured: 0,
      translations: tr(es, fr),
    }));
  });
  const subIds = await insertIds(ctx.db, categories, subRows);
  subRows.forEach((row, i) => {
    map.set(row.name, { id: subIds[i] ?? 0, parentId: row.parentId, name: row.name });
  });
  return map;
}

/** The item's category fields: the most specific category, and the path as category_ids. */
export function categoryFields(map: CategoryMap, name: string) {
  const cat = map.get(name);
  if (!cat) throw new Error(`unknown category ${name}`);
  const categoryIds =
    cat.parentId === 0
      ? [{ id: cat.id, position: 1 }]
      : [
          { id: cat.parentId, position: 1 },
          { id: cat.id, position: 2 },
        ];
  return { categoryId: cat.id, categoryIds };
}
