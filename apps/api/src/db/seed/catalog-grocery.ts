/** Grocery: categories, supermarkets and ~90 products, some with weight/size/colour choices. */
import {
  choiceFields,
  type ItemInsert,
  insertItems,
  makeItem,
  parseProducts,
} from './catalog-common';
import type { SeedContext } from './context';
import type { GeoIds } from './geo';
import { type CategoryDef, categoryFields, seedCategories } from './modules';
import { parseStores, type StoreRow, seedStores } from './stores';
import type { Glyph } from './svg-images';
import { NUTRITION } from './words';

const CATEGORIES: CategoryDef[] = [
  'Fruits & Vegetables|Frutas y verduras|Fruits et légumes|apple|1|Fresh Fruits,Frutas frescas,Fruits frais;Fresh Vegetables,Verduras frescas,Légumes frais',
  'Dairy & Eggs|Lácteos y huevos|Produits laitiers et œufs|bottle|1',
  'Bakery|Panadería|Boulangerie|bread|1',
  'Meat & Fish|Carne y pescado|Viande et poisson|fish|0|Meat,Carne,Viande;Fish & Seafood,Pescado y marisco,Poissons et fruits de mer',
  'Pantry|Despensa|Épicerie|grocery|1|Rice & Grains,Arroz y cereales,Riz et céréales;Oils & Spices,Aceites y especias,Huiles et épices',
  'Snacks|Aperitivos|Snacks|tag|0',
  'Beverages|Bebidas|Boissons|cup|0',
  'Household|Hogar|Entretien|home|0',
  'Baby Care|Bebé|Bébé|baby|0',
];

const GLYPHS: Record<string, Glyph> = {
  'Fresh Fruits': 'apple',
  'Fresh Vegetables': 'leaf',
  'Dairy & Eggs': 'bottle',
  Bakery: 'bread',
  Meat: 'fire',
  'Fish & Seafood': 'fish',
  Snacks: 'tag',
  Beverages: 'cup',
  Household: 'home',
  'Baby Care': 'baby',
};

/** 'name|es|fr|price|flags|category|unit|choices' — flags: o organic, v veg, h halal, r recommended. */
const PRODUCTS = parseProducts([
  'Bananas|Plátanos|Bananes|199|vo|Fresh Fruits|dozen',
  'Fuji Apples|Manzanas Fuji|Pommes Fuji|349|vr|Fresh Fruits|kg|Weight=500g,1kg,2kg',
  'Alphonso Mangoes|Mangos Alphonso|Mangues Alphonso|599|v|Fresh Fruits|kg|Weight=1kg,2kg',
  'Red Grapes|Uvas rojas|Raisin rouge|449|v|Fresh Fruits|kg',
  'Strawberries|Fresas|Fraises|399|vo|Fresh Fruits|pack',
  'Navel Oranges|Naranjas navel|Oranges navel|299|v|Fresh Fruits|kg|Weight=1kg,2kg',
  'Watermelon|Sandía|Pastèque|499|v|Fresh Fruits|pc',
  'Hass Avocados|Aguacates Hass|Avocats Hass|249|vo|Fresh Fruits|pc|Pack=1pc,3pcs',
  'Lemons|Limones|Citrons|149|v|Fresh Fruits|pack',
  'Pineapple|Piña|Ananas|299|v|Fresh Fruits|pc',
  'Vine Tomatoes|Tomates en rama|Tomates en grappe|249|v|Fresh Vegetables|kg|Weight=500g,1kg',
  'Potatoes|Patatas|Pommes de terre|199|v|Fresh Vegetables|kg|Weight=1kg,2kg,5kg',
  'Red Onions|Cebollas rojas|Oignons rouges|179|v|Fresh Vegetables|kg',
  'Baby Spinach|Espinacas baby|Pousses d’épinard|299|vo|Fresh Vegetables|pack',
  'Carrots|Zanahorias|Carottes|149|vo|Fresh Vegetables|kg',
  'Broccoli|Brócoli|Brocoli|229|vo|Fresh Vegetables|pc',
  'Cucumbers|Pepinos|Concombres|129|v|Fresh Vegetables|pc',
  'Bell Peppers|Pimientos|Poivrons|349|v|Fresh Vegetables|pack|Colour=Red,Yellow,Green',
  'Garlic Bulbs|Cabezas de ajo|Têtes d’ail|99|v|Fresh Vegetables|pc',
  'Fresh Coriander|Cilantro fresco|Coriandre fraîche|79|vo|Fresh Vegetables|pack',
  'Whole Milk|Leche entera|Lait entier|149|vr|Dairy & Eggs|ltr|Size=1ltr,2ltr',
  'Greek Yoghurt|Yogur griego|Yaourt grec|299|v|Dairy & Eggs|pc',
  'Free Range Eggs|Huevos camperos|Œufs de plein air|399|vo|Dairy & Eggs|dozen|Pack=6pcs,12pcs,30pcs',
  'Mature Cheddar|Cheddar curado|Cheddar affiné|549|v|Dairy & Eggs|pc',
  'Salted Butter|Mantequilla con sal|Beurre demi-sel|399|v|Dairy & Eggs|pc',
  'Fresh Mozzarella|Mozzarella fresca|Mozzarella fraîche|349|v|Dairy & Eggs|pc',
  'Oat Milk|Bebida de avena|Boisson à l’avoine|279|vo|Dairy & Eggs|ltr',
  'Cottage Cheese|Requesón|Cottage cheese|259|v|Dairy & Eggs|pc',
  'Sourdough Loaf|Pan de masa madre|Pain au levain|449|vo|Bakery|pc',
  'Whole Wheat Bread|Pan integral|Pain complet|299|v|Bakery|pc',
  'Butter Croissants|Cruasanes de mantequilla|Croissants au beurre|399|v|Bakery|pack',
  'Plain Bagels|Bagels naturales|Bagels nature|349|v|Bakery|pack',
  'Blueberry Muffins|Magdalenas de arándanos|Muffins aux myrtilles|449|v|Bakery|pack',
  'Pita Bread|Pan de pita|Pain pita|199|v|Bakery|pack',
  'Chicken Breast|Pechuga de pollo|Blanc de poulet|699|hr|Meat|kg|Weight=500g,1kg',
  'Beef Mince|Carne picada de ternera|Bœuf haché|799|h|Meat|kg|Weight=500g,1kg',
  'Lamb Chops|Chuletas de cordero|Côtelettes d’agneau|1299|h|Meat|kg',
  'Whole Chicken|Pollo entero|Poulet entier|899|h|Meat|pc',
  'Beef Sausages|Salchichas de ternera|Saucisses de bœuf|499|h|Meat|pack',
  'Atlantic Salmon Fillet|Filete de salmón atlántico|Filet de saumon atlantique|1199||Fish & Seafood|pack',
  'Tiger Prawns|Langostinos tigre|Crevettes tigrées|1399||Fish & Seafood|pack',
  'Hilsa Fish|Pescado hilsa|Poisson hilsa|1499||Fish & Seafood|kg',
  'Sea Bass|Lubina|Bar|999||Fish & Seafood|pc',
  'Basmati Rice|Arroz basmati|Riz basmati|899|v|Rice & Grains|kg|Weight=1kg,5kg',
  'Brown Rice|Arroz integral|Riz complet|499|vo|Rice & Grains|kg',
  'Rolled Oats|Copos de avena|Flocons d’avoine|349|vo|Rice & Grains|pack',
  'Red Lentils|Lentejas rojas|Lentilles corail|279|vo|Rice & Grains|kg',
  'Chickpeas|Garbanzos|Pois chiches|249|v|Rice & Grains|kg',
  'White Quinoa|Quinoa blanca|Quinoa blanc|599|vo|Rice & Grains|pack',
  'Spaghetti|Espaguetis|Spaghetti|199|v|Pantry|pack',
  'Extra Virgin Olive Oil|Aceite de oliva virgen extra|Huile d’olive vierge extra|999|vo|Oils & Spices|ltr|Size=500ml,1ltr',
  'Sunflower Oil|Aceite de girasol|Huile de tournesol|599|v|Oils & Spices|ltr',
  'Turmeric Powder|Cúrcuma en polvo|Curcuma en poudre|199|vo|Oils & Spices|pack',
  'Garam Masala|Garam masala|Garam masala|249|v|Oils & Spices|pack',
  'Sea Salt|Sal marina|Sel de mer|99|v|Oils & Spices|pack',
  'Black Peppercorns|Pimienta negra en grano|Poivre noir en grains|229|v|Oils & Spices|pack',
  'Wildflower Honey|Miel de flores silvestres|Miel toutes fleurs|649|vo|Pantry|pc',
  'Crunchy Peanut Butter|Crema de cacahuete crujiente|Beurre de cacahuète croquant|399|v|Pantry|pc',
  'Strawberry Jam|Mermelada de fresa|Confiture de fraises|299|v|Pantry|pc',
  'Tuna Chunks in Water|Atún al natural|Thon au naturel|249||Pantry|pc',
  'Tomato Passata|Passata de tomate|Coulis de tomate|199|v|Pantry|pc',
  'Salted Potato Chips|Patatas fritas con sal|Chips salées|199|v|Snacks|pack|Size=Regular,Family',
  'Dark Chocolate Bar|Tableta de chocolate negro|Tablette de chocolat noir|299|vr|Snacks|pc',
  'Mixed Nuts|Frutos secos variados|Mélange de noix|699|v|Snacks|pack',
  'Digestive Biscuits|Galletas digestive|Biscuits digestifs|249|v|Snacks|pack',
  'Butter Popcorn|Palomitas de mantequilla|Pop-corn au beurre|179|v|Snacks|pack',
  'Granola Bars|Barritas de granola|Barres de céréales|349|v|Snacks|pack',
  'Orange Juice|Zumo de naranja|Jus d’orange|349|v|Beverages|ltr|Size=1ltr,2ltr',
  'Sparkling Water|Agua con gas|Eau pétillante|99|v|Beverages|pc|Pack=1pc,6pcs',
  'Ground Coffee|Café molido|Café moulu|799|v|Beverages|pack',
  'Green Tea|Té verde|Thé vert|399|vo|Beverages|pack',
  'Classic Cola|Cola clásica|Cola classique|149|v|Beverages|pc|Size=330ml,1.5ltr',
  'Coconut Water|Agua de coco|Eau de coco|249|vo|Beverages|pc',
  'Dishwashing Liquid|Lavavajillas líquido|Liquide vaisselle|299||Household|pc',
  'Laundry Detergent|Detergente para ropa|Lessive|999||Household|pack|Size=1kg,3kg',
  'Paper Towels|Papel de cocina|Essuie-tout|449||Household|pack',
  'Toilet Paper|Papel higiénico|Papier toilette|599||Household|pack|Pack=6rolls,12rolls',
  'Trash Bags|Bolsas de basura|Sacs poubelle|349||Household|pack',
  'All-Purpose Cleaner|Limpiador multiusos|Nettoyant multi-usages|279||Household|pc',
  'Baby Diapers|Pañales|Couches pour bébé|1499||Baby Care|pack|Size=S,M,L,XL',
  'Baby Wipes|Toallitas para bebé|Lingettes pour bébé|349||Baby Care|pack',
  'Infant Formula|Leche de fórmula|Lait infantile|2499||Baby Care|pc',
  'Baby Shampoo|Champú para bebé|Shampooing pour bébé|499||Baby Care|pc',
]);

/** Supermarkets (see parseStores), then how many products and an optional focus (categories or flags). */
const STORES = parseStores([
  'FreshMart Supermarket|west|grocery|Everything for your kitchen, every day|Todo para tu cocina, cada día|Tout pour votre cuisine, chaque jour|featured min=1000 schedule|60',
  'Green Valley Organics|east|leaf|Certified organic produce and pantry|Productos y despensa ecológicos certificados|Produits et épicerie bio certifiés|free tax=0|30|o',
  'Daily Needs Express|west|grocery|Groceries at your door in 20 minutes|La compra en tu puerta en 20 minutos|Vos courses livrées en 20 minutes|hours=always time=15-20 discount=amount/200/1500/0|40',
  'Harbourside Fish & Meat|east|fish|Fresh catch and halal butchery|Pescado fresco y carnicería halal|Poissonnerie et boucherie halal|hours=closedFri|25|Meat,Fish & Seafood,Oils & Spices',
  'Corner Bakery & Deli|west|bread|Fresh bread, cheese and coffee|Pan recién hecho, quesos y café|Pain frais, fromages et café|hours=closedSun|25|Bakery,Dairy & Eggs,Beverages,Snacks',
  'Eastfield Hypermarket|east|store|Big baskets, small prices|Cestas grandes, precios pequeños|Grands paniers, petits prix|self=40/199/999 discount=percent/1000/3000/1000 min=1500|70',
  'Millbrook Mini Mart|west|store|Your friendly corner shop|Tu tienda de barrio|Votre épicerie de quartier|hours=closedSun notakeaway|35',
]);

export async function seedGrocery(
  ctx: SeedContext,
  moduleId: number,
  geo: GeoIds,
): Promise<StoreRow[]> {
  const rng = ctx.rng('grocery');
  const cats = await seedCategories(ctx, 'grocery', moduleId, CATEGORIES);
  const stores = await seedStores(ctx, 'grocery', moduleId, geo, STORES);
  const rows: ItemInsert[] = [];
  for (const store of stores) {
    const [count, focusList] = store.def.extra;
    const focus = focusList?.split(',');
    const fits = (p: (typeof PRODUCTS)[number]) =>
      !focus || focus.some((f) => (f.length === 1 ? p.flags.includes(f) : p.extra[0] === f));
    const products = rng.sample(PRODUCTS.filter(fits), Number(count));
    for (const product of products) {
      const [category = 'Pantry', unit, choices] = product.extra;
      const item = makeItem(ctx, rng, {
        module: 'grocery',
        moduleId,
        store,
        product,
        glyph: GLYPHS[category] ?? 'grocery',
        category: categoryFields(cats, category),
        description: `${product.name} from ${store.name}: carefully selected from trusted local suppliers, stored at the right temperature and delivered fresh to your door.`,
        unitType: unit ?? null,
      });
      rows.push({
        ...item,
        ...choiceFields(rng, item.price, choices),
        nutritionsName: product.flags.includes('v') ? rng.sample(NUTRITION, rng.int(0, 3)) : [],
        tags: [category.toLowerCase(), ...(product.flags.includes('o') ? ['organic'] : [])],
        maximumCartQuantity: rng.chance(0.1) ? rng.pick([5, 10, 20]) : null,
      });
    }
  }
  await insertItems(ctx, 'grocery', rows);
  ctx.log(`grocery: ${stores.length} stores, ${rows.length} products`);
  return stores;
}
