/** Shop (ecommerce): categories, brands, shops and products with colour/size choices. */
import { brands } from '../schema/index';
import {
  choiceFields,
  type ItemInsert,
  insertItems,
  makeItem,
  parseProducts,
} from './catalog-common';
import { insertIds, type SeedContext, slugify } from './context';
import type { GeoIds } from './geo';
import { type CategoryDef, categoryFields, seedCategories } from './modules';
import { parseStores, type StoreRow, seedStores } from './stores';
import { type Glyph, logoImage } from './svg-images';

const CATEGORIES: CategoryDef[] = [
  'Electronics|Electrónica|Électronique|phone|1|Phones & Tablets,Móviles y tabletas,Téléphones et tablettes;Audio,Audio,Audio;Accessories,Accesorios,Accessoires',
  'Fashion|Moda|Mode|shirt|1|Men,Hombre,Homme;Women,Mujer,Femme;Shoes,Calzado,Chaussures',
  'Home & Kitchen|Hogar y cocina|Maison et cuisine|home|1',
  'Beauty|Belleza|Beauté|sparkle|0',
  'Sports & Outdoors|Deportes y aire libre|Sports et plein air|ball|0',
  'Books & Stationery|Libros y papelería|Livres et papeterie|tag|0',
  'Toys|Juguetes|Jouets|baby|0',
];

const GLYPHS: Record<string, Glyph> = {
  'Phones & Tablets': 'phone',
  Audio: 'headphones',
  Accessories: 'phone',
  Men: 'shirt',
  Women: 'shirt',
  Shoes: 'shirt',
  'Home & Kitchen': 'home',
  Beauty: 'sparkle',
  'Sports & Outdoors': 'ball',
  Toys: 'baby',
};

const BRANDS: [string, Glyph][] = [
  ['Aurora', 'phone'],
  ['Voltix', 'sparkle'],
  ['Kairo', 'headphones'],
  ['Urban Thread', 'shirt'],
  ['Stride', 'shirt'],
  ['Nordlys', 'home'],
  ['Lumière', 'sparkle'],
  ['Trailhead', 'ball'],
  ['Inkwell', 'tag'],
  ['Pebble & Pine', 'baby'],
];

/** 'name|es|fr|price|flags|category|unit|brand|choices' — flags: r recommended, o organic. */
const PRODUCTS = parseProducts([
  'Aurora X5 Smartphone 128 GB|Smartphone Aurora X5 128 GB|Smartphone Aurora X5 128 Go|34999|r|Phones & Tablets|pc|Aurora|Colour=Black,Silver,Blue',
  'Aurora Tab 10 Tablet|Tableta Aurora Tab 10|Tablette Aurora Tab 10|27999||Phones & Tablets|pc|Aurora|Storage=64GB,128GB',
  'Aurora Lite Smartphone|Smartphone Aurora Lite|Smartphone Aurora Lite|17999||Phones & Tablets|pc|Aurora',
  'Voltix Smartwatch S2|Reloj inteligente Voltix S2|Montre connectée Voltix S2|12999||Phones & Tablets|pc|Voltix|Strap=Black,White,Olive',
  'Voltix Fitness Band|Pulsera de actividad Voltix|Bracelet d’activité Voltix|4999||Phones & Tablets|pc|Voltix',
  'Kairo Wireless Earbuds|Auriculares inalámbricos Kairo|Écouteurs sans fil Kairo|5999|r|Audio|pc|Kairo|Colour=Black,White',
  'Kairo Noise-Cancelling Headphones|Auriculares con cancelación de ruido Kairo|Casque à réduction de bruit Kairo|14999||Audio|pc|Kairo',
  'Kairo Bluetooth Speaker|Altavoz Bluetooth Kairo|Enceinte Bluetooth Kairo|7999||Audio|pc|Kairo|Colour=Red,Blue,Black',
  'Kairo Soundbar 2.1|Barra de sonido Kairo 2.1|Barre de son Kairo 2.1|19999||Audio|pc|Kairo',
  'Voltix Wired Earphones|Auriculares con cable Voltix|Écouteurs filaires Voltix|1499||Audio|pc|Voltix',
  'Voltix 20000 mAh Power Bank|Batería externa Voltix 20000 mAh|Batterie externe Voltix 20000 mAh|3999||Accessories|pc|Voltix',
  'Voltix 65 W USB-C Charger|Cargador USB-C Voltix 65 W|Chargeur USB-C Voltix 65 W|2999||Accessories|pc|Voltix',
  'Braided USB-C Cable 2 m|Cable USB-C trenzado 2 m|Câble USB-C tressé 2 m|999||Accessories|pc|Voltix|Colour=Black,Grey',
  'Aurora Clear Phone Case|Funda transparente Aurora|Coque transparente Aurora|1299||Accessories|pc|Aurora',
  'Wireless Charging Pad|Base de carga inalámbrica|Chargeur à induction|2499||Accessories|pc|Voltix',
  'Laptop Sleeve 14 inch|Funda para portátil de 14 pulgadas|Housse pour ordinateur 14 pouces|1999||Accessories|pc|Urban Thread|Colour=Grey,Navy',
  'Classic Cotton T-Shirt|Camiseta clásica de algodón|T-shirt classique en coton|1499|r|Men|pc|Urban Thread|Colour=Red,Blue,Black;Size=S,M,L,XL',
  'Slim Fit Chinos|Chinos slim|Chino coupe ajustée|3499||Men|pc|Urban Thread|Colour=Beige,Navy;Size=30,32,34,36',
  'Oxford Shirt|Camisa Oxford|Chemise Oxford|2999||Men|pc|Urban Thread|Size=S,M,L,XL',
  'Denim Jacket|Chaqueta vaquera|Veste en jean|5999||Men|pc|Urban Thread|Size=M,L,XL',
  'Wool Beanie|Gorro de lana|Bonnet en laine|999||Men|pc|Urban Thread|Colour=Grey,Black,Mustard',
  'Linen Summer Dress|Vestido de lino|Robe d’été en lin|4499|r|Women|pc|Urban Thread|Colour=White,Sage;Size=XS,S,M,L',
  'High-Rise Jeans|Vaqueros de tiro alto|Jean taille haute|3999||Women|pc|Urban Thread|Size=26,28,30,32',
  'Knit Cardigan|Cárdigan de punto|Cardigan en maille|3499||Women|pc|Urban Thread|Colour=Cream,Rose;Size=S,M,L',
  'Silk Scarf|Pañuelo de seda|Foulard en soie|2499||Women|pc|Lumière',
  'Canvas Tote Bag|Bolso tote de lona|Sac cabas en toile|1799|o|Women|pc|Urban Thread',
  'Everyday Running Shoes|Zapatillas de running|Chaussures de running|6999||Shoes|pair|Stride|Size=40,41,42,43,44',
  'White Leather Sneakers|Zapatillas de piel blancas|Baskets en cuir blanc|7999|r|Shoes|pair|Stride|Size=38,39,40,41,42',
  'Trail Hiking Boots|Botas de senderismo|Chaussures de randonnée|9999||Shoes|pair|Stride|Size=41,42,43,44',
  'Slip-On Sandals|Sandalias sin cierre|Sandales à enfiler|2499||Shoes|pair|Stride|Size=37,38,39,40',
  'Nordlys Ceramic Mug Set|Juego de tazas de cerámica Nordlys|Set de mugs en céramique Nordlys|2499||Home & Kitchen|set|Nordlys',
  'Nordlys Cast Iron Skillet|Sartén de hierro fundido Nordlys|Poêle en fonte Nordlys|3999||Home & Kitchen|pc|Nordlys|Size=20cm,26cm',
  'Nordlys Chef’s Knife|Cuchillo de chef Nordlys|Couteau de chef Nordlys|4499||Home & Kitchen|pc|Nordlys',
  'Nordlys LED Desk Lamp|Lámpara de escritorio LED Nordlys|Lampe de bureau LED Nordlys|3499||Home & Kitchen|pc|Nordlys|Colour=Black,White',
  'Nordlys Cotton Bed Sheet Set|Juego de sábanas de algodón Nordlys|Parure de draps en coton Nordlys|5999|o|Home & Kitchen|set|Nordlys|Size=Single,Double,King',
  'Glass Food Containers|Recipientes de vidrio|Boîtes de conservation en verre|2999||Home & Kitchen|set|Nordlys',
  'Electric Kettle 1.7 L|Hervidor eléctrico 1,7 l|Bouilloire électrique 1,7 l|3499||Home & Kitchen|pc|Voltix',
  'Lumière Vitamin C Serum|Sérum de vitamina C Lumière|Sérum à la vitamine C Lumière|2999|r|Beauty|pc|Lumière',
  'Lumière Matte Lipstick|Barra de labios mate Lumière|Rouge à lèvres mat Lumière|1499||Beauty|pc|Lumière|Shade=Ruby,Nude,Berry,Coral',
  'Lumière Hydrating Face Cream|Crema facial hidratante Lumière|Crème visage hydratante Lumière|2499||Beauty|pc|Lumière',
  'Argan Oil Shampoo|Champú de aceite de argán|Shampooing à l’huile d’argan|1299|o|Beauty|pc|Lumière',
  'Lumière Eau de Parfum 50 ml|Eau de parfum Lumière 50 ml|Eau de parfum Lumière 50 ml|5999||Beauty|pc|Lumière',
  'Trailhead Yoga Mat|Esterilla de yoga Trailhead|Tapis de yoga Trailhead|2999||Sports & Outdoors|pc|Trailhead|Colour=Teal,Purple,Black',
  'Trailhead Insulated Bottle 750 ml|Botella térmica Trailhead 750 ml|Gourde isotherme Trailhead 750 ml|1999|r|Sports & Outdoors|pc|Trailhead|Colour=Blue,Green,Black',
  'Adjustable Dumbbells|Mancuernas ajustables|Haltères réglables|8999||Sports & Outdoors|set|Trailhead',
  'Trailhead Daypack 20 L|Mochila Trailhead 20 l|Sac à dos Trailhead 20 l|4999||Sports & Outdoors|pc|Trailhead|Colour=Orange,Grey',
  'Two-Person Camping Tent|Tienda de campaña para dos|Tente de camping deux places|11999||Sports & Outdoors|pc|Trailhead',
  'Football Size 5|Balón de fútbol talla 5|Ballon de football taille 5|1999||Sports & Outdoors|pc|Trailhead',
  'Inkwell Dotted Notebook A5|Cuaderno punteado Inkwell A5|Carnet à points Inkwell A5|999||Books & Stationery|pc|Inkwell|Colour=Black,Sage,Terracotta',
  'Inkwell Fountain Pen|Pluma estilográfica Inkwell|Stylo plume Inkwell|2499||Books & Stationery|pc|Inkwell',
  'Gel Pens, Pack of 12|Bolígrafos de gel, 12 unidades|Stylos gel, lot de 12|899||Books & Stationery|pack|Inkwell',
  'Undated Weekly Planner|Agenda semanal sin fecha|Agenda hebdomadaire non daté|1499||Books & Stationery|pc|Inkwell',
  'Watercolour Paint Set|Set de acuarelas|Coffret d’aquarelle|1999||Books & Stationery|set|Inkwell',
  'Pebble & Pine Wooden Blocks|Bloques de madera Pebble & Pine|Cubes en bois Pebble & Pine|2499|o|Toys|set|Pebble & Pine',
  'Pebble & Pine Plush Bear|Oso de peluche Pebble & Pine|Ours en peluche Pebble & Pine|1999|r|Toys|pc|Pebble & Pine|Colour=Brown,Cream',
  '1000-Piece Jigsaw Puzzle|Puzle de 1000 piezas|Puzzle 1000 pièces|1799||Toys|pc|Pebble & Pine',
  'Remote Control Car|Coche teledirigido|Voiture télécommandée|3999||Toys|pc|Voltix',
  'Pebble & Pine Art Easel|Caballete infantil Pebble & Pine|Chevalet enfant Pebble & Pine|4499||Toys|pc|Pebble & Pine',
]);

const PARENT: Record<string, string> = {
  'Phones & Tablets': 'Electronics',
  Audio: 'Electronics',
  Accessories: 'Electronics',
  Men: 'Fashion',
  Women: 'Fashion',
  Shoes: 'Fashion',
};

/** Shops (see parseStores), then how many products and the categories they sell. */
const STORES = parseStores([
  'Gadget Galaxy|east|phone|Phones, audio and accessories|Móviles, audio y accesorios|Téléphones, audio et accessoires|featured time=45-60 tax=7.5 schedule|16|Electronics',
  'Urban Thread Store|west|shirt|Everyday fashion for everyone|Moda para el día a día|La mode du quotidien|time=60-90 free tax=7.5|16|Fashion,Beauty',
  'Nordlys Home|east|home|Scandinavian-style home and kitchen|Hogar y cocina de estilo escandinavo|Maison et cuisine de style scandinave|time=60-90 tax=7.5 discount=percent/2000/5000/2000|14|Home & Kitchen,Books & Stationery',
  'Trailhead Outfitters|east|ball|Gear for the great outdoors|Equipo para la aventura|Équipement pour le plein air|hours=closedSun time=60-90 tax=7.5|14|Sports & Outdoors,Shoes',
  'Riverton Bazaar|west|ecommerce|A little bit of everything|Un poco de todo|Un peu de tout|self=50/299/1499 tax=7.5 featured|40',
  'Little Explorers Toy Shop|west|baby|Toys, games and crafts|Juguetes, juegos y manualidades|Jouets, jeux et loisirs créatifs|hours=weekdays time=60-90 tax=7.5|12|Toys,Books & Stationery',
]);

export async function seedEcommerce(
  ctx: SeedContext,
  moduleId: number,
  geo: GeoIds,
): Promise<StoreRow[]> {
  const rng = ctx.rng('ecommerce');
  const cats = await seedCategories(ctx, 'ecommerce', moduleId, CATEGORIES);
  const brandIds = await insertIds(
    ctx.db,
    brands,
    BRANDS.map(([name, glyph]) => ({
      name,
      moduleId,
      image: ctx.media.add(`brand/${slugify(name)}.svg`, () => logoImage({ title: name, glyph })),
    })),
  );
  const brandOf = new Map(BRANDS.map(([name], i) => [name, brandIds[i] ?? null]));
  const stores = await seedStores(ctx, 'ecommerce', moduleId, geo, STORES);
  const rows: ItemInsert[] = [];
  for (const store of stores) {
    const [count, focusList] = store.def.extra;
    const focus = focusList?.split(',');
    const fits = (p: (typeof PRODUCTS)[number]) => {
      const cat = p.extra[0] ?? '';
      return !focus || focus.includes(cat) || focus.includes(PARENT[cat] ?? '');
    };
    for (const product of rng.sample(PRODUCTS.filter(fits), Number(count))) {
      const [category = 'Home & Kitchen', unit, brand = '', choices] = product.extra;
      const item = makeItem(ctx, rng, {
        module: 'ecommerce',
        moduleId,
        store,
        product,
        glyph: GLYPHS[category] ?? 'ecommerce',
        category: categoryFields(cats, category),
        description: `${product.name} by ${brand}. Genuine product with a 12-month warranty, sold and shipped by ${store.name}. Free returns within 14 days if it is not right for you.`,
        unitType: unit ?? null,
      });
      rows.push({
        ...item,
        ...choiceFields(rng, item.price, choices),
        brandId: brandOf.get(brand) ?? null,
        tags: [category.toLowerCase(), slugify(brand)],
        maximumCartQuantity: rng.chance(0.15) ? rng.pick([2, 3, 5]) : null,
      });
    }
  }
  await insertItems(ctx, 'ecommerce', rows);
  ctx.log(`ecommerce: ${stores.length} shops, ${brandIds.length} brands, ${rows.length} products`);
  return stores;
}
