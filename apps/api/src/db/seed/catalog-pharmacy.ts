/** Pharmacy: categories, pharmacies and medicines with generic names; some need a prescription. */
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

const CATEGORIES: CategoryDef[] = [
  'Pain & Fever|Dolor y fiebre|Douleur et fièvre|pharmacy|1',
  'Cold & Flu|Resfriado y gripe|Rhume et grippe|pharmacy|1',
  'Antibiotics|Antibióticos|Antibiotiques|pharmacy|0',
  'Vitamins & Supplements|Vitaminas y suplementos|Vitamines et compléments|sparkle|1|Multivitamins,Multivitamínicos,Multivitamines;Minerals,Minerales,Minéraux',
  'Digestive Health|Salud digestiva|Santé digestive|heart|0',
  'Chronic Care|Enfermedades crónicas|Maladies chroniques|heart|0|Diabetes,Diabetes,Diabète;Heart & Blood Pressure,Corazón y tensión,Cœur et tension',
  'Skin Care|Cuidado de la piel|Soins de la peau|sparkle|0',
  'First Aid|Primeros auxilios|Premiers secours|pharmacy|0',
  'Baby & Mother|Bebé y mamá|Bébé et maman|baby|0',
  'Personal Care|Cuidado personal|Hygiène|home|0',
];

/** 'name|es|fr|price|flags|category|unit|generic names|choices' — flags: x prescription, r recommended, v vegan. */
const PRODUCTS = parseProducts([
  'Paracetamol 500 mg Tablets|Paracetamol 500 mg comprimidos|Paracétamol 500 mg comprimés|199|r|Pain & Fever|strip|Paracetamol|Pack=1strip,3strips',
  'Ibuprofen 400 mg Tablets|Ibuprofeno 400 mg comprimidos|Ibuprofène 400 mg comprimés|249||Pain & Fever|strip|Ibuprofen',
  'Aspirin 75 mg Tablets|Aspirina 75 mg comprimidos|Aspirine 75 mg comprimés|149||Pain & Fever|strip|Acetylsalicylic acid',
  'Naproxen 250 mg Tablets|Naproxeno 250 mg comprimidos|Naproxène 250 mg comprimés|349|x|Pain & Fever|strip|Naproxen',
  'Paracetamol Syrup for Children|Paracetamol jarabe infantil|Paracétamol sirop enfant|299||Pain & Fever|bottle|Paracetamol',
  'Diclofenac Gel 1%|Diclofenaco gel 1 %|Diclofénac gel 1 %|449||Pain & Fever|tube|Diclofenac sodium',
  'Cetirizine 10 mg Tablets|Cetirizina 10 mg comprimidos|Cétirizine 10 mg comprimés|179||Cold & Flu|strip|Cetirizine hydrochloride',
  'Loratadine 10 mg Tablets|Loratadina 10 mg comprimidos|Loratadine 10 mg comprimés|199||Cold & Flu|strip|Loratadine',
  'Dry Cough Syrup|Jarabe para la tos seca|Sirop toux sèche|399||Cold & Flu|bottle|Dextromethorphan|Size=100ml,200ml',
  'Xylometazoline Nasal Spray|Spray nasal de xilometazolina|Spray nasal à la xylométazoline|349||Cold & Flu|bottle|Xylometazoline',
  'Honey & Lemon Lozenges|Pastillas de miel y limón|Pastilles miel et citron|199||Cold & Flu|pack|Amylmetacresol,Dichlorobenzyl alcohol',
  'Pseudoephedrine 60 mg Tablets|Pseudoefedrina 60 mg comprimidos|Pseudoéphédrine 60 mg comprimés|299|x|Cold & Flu|strip|Pseudoephedrine',
  'Amoxicillin 500 mg Capsules|Amoxicilina 500 mg cápsulas|Amoxicilline 500 mg gélules|599|x|Antibiotics|strip|Amoxicillin',
  'Azithromycin 500 mg Tablets|Azitromicina 500 mg comprimidos|Azithromycine 500 mg comprimés|799|x|Antibiotics|strip|Azithromycin',
  'Ciprofloxacin 500 mg Tablets|Ciprofloxacino 500 mg comprimidos|Ciprofloxacine 500 mg comprimés|649|x|Antibiotics|strip|Ciprofloxacin',
  'Cefixime 200 mg Capsules|Cefixima 200 mg cápsulas|Céfixime 200 mg gélules|899|x|Antibiotics|strip|Cefixime',
  'Doxycycline 100 mg Capsules|Doxiciclina 100 mg cápsulas|Doxycycline 100 mg gélules|549|x|Antibiotics|strip|Doxycycline',
  'Co-Amoxiclav 625 mg Tablets|Amoxicilina/clavulánico 625 mg comprimidos|Amoxicilline/acide clavulanique 625 mg comprimés|999|x|Antibiotics|strip|Amoxicillin,Clavulanic acid',
  'Vitamin C 1000 mg Effervescent|Vitamina C 1000 mg efervescente|Vitamine C 1000 mg effervescente|449|vr|Multivitamins|pack|Ascorbic acid',
  'Vitamin D3 1000 IU Softgels|Vitamina D3 1000 UI cápsulas blandas|Vitamine D3 1000 UI capsules molles|599||Multivitamins|bottle|Cholecalciferol',
  'Daily Multivitamin for Adults|Multivitamínico diario para adultos|Multivitamines quotidiennes adultes|899|r|Multivitamins|bottle|Multivitamins,Minerals|Pack=30tabs,90tabs',
  'Omega-3 Fish Oil Capsules|Cápsulas de aceite de pescado omega-3|Capsules d’huile de poisson oméga-3|999||Multivitamins|bottle|Omega-3 fatty acids',
  'Vitamin B Complex|Complejo de vitamina B|Complexe de vitamines B|399|v|Multivitamins|bottle|Thiamine,Riboflavin,Niacin',
  'Calcium + Vitamin D Tablets|Calcio + vitamina D comprimidos|Calcium + vitamine D comprimés|549||Minerals|bottle|Calcium carbonate,Cholecalciferol',
  'Zinc 20 mg Tablets|Zinc 20 mg comprimidos|Zinc 20 mg comprimés|249|v|Minerals|strip|Zinc sulfate',
  'Iron + Folic Acid Tablets|Hierro + ácido fólico comprimidos|Fer + acide folique comprimés|299||Minerals|strip|Ferrous fumarate,Folic acid',
  'Magnesium 250 mg Tablets|Magnesio 250 mg comprimidos|Magnésium 250 mg comprimés|449|v|Minerals|bottle|Magnesium citrate',
  'Omeprazole 20 mg Capsules|Omeprazol 20 mg cápsulas|Oméprazole 20 mg gélules|399||Digestive Health|strip|Omeprazole',
  'Antacid Chewable Tablets|Antiácido comprimidos masticables|Antiacide comprimés à croquer|249||Digestive Health|pack|Calcium carbonate,Magnesium hydroxide',
  'Oral Rehydration Salts|Sales de rehidratación oral|Sels de réhydratation orale|149|r|Digestive Health|pack|Sodium chloride,Glucose,Potassium chloride',
  'Loperamide 2 mg Capsules|Loperamida 2 mg cápsulas|Lopéramide 2 mg gélules|229||Digestive Health|strip|Loperamide',
  'Probiotic Capsules|Cápsulas probióticas|Gélules probiotiques|799||Digestive Health|bottle|Lactobacillus rhamnosus',
  'Domperidone 10 mg Tablets|Domperidona 10 mg comprimidos|Dompéridone 10 mg comprimés|279|x|Digestive Health|strip|Domperidone',
  'Metformin 500 mg Tablets|Metformina 500 mg comprimidos|Metformine 500 mg comprimés|349|x|Diabetes|strip|Metformin hydrochloride',
  'Glimepiride 2 mg Tablets|Glimepirida 2 mg comprimidos|Glimépiride 2 mg comprimés|449|x|Diabetes|strip|Glimepiride',
  'Blood Glucose Test Strips|Tiras reactivas de glucosa|Bandelettes de glycémie|1999||Diabetes|box|',
  'Amlodipine 5 mg Tablets|Amlodipino 5 mg comprimidos|Amlodipine 5 mg comprimés|299|x|Heart & Blood Pressure|strip|Amlodipine besylate',
  'Losartan 50 mg Tablets|Losartán 50 mg comprimidos|Losartan 50 mg comprimés|399|x|Heart & Blood Pressure|strip|Losartan potassium',
  'Atorvastatin 20 mg Tablets|Atorvastatina 20 mg comprimidos|Atorvastatine 20 mg comprimés|549|x|Heart & Blood Pressure|strip|Atorvastatin',
  'Digital Blood Pressure Monitor|Tensiómetro digital|Tensiomètre électronique|3999||Heart & Blood Pressure|pc|',
  'Hydrocortisone Cream 1%|Crema de hidrocortisona 1 %|Crème à l’hydrocortisone 1 %|399||Skin Care|tube|Hydrocortisone',
  'Clotrimazole Cream 1%|Crema de clotrimazol 1 %|Crème au clotrimazole 1 %|349||Skin Care|tube|Clotrimazole',
  'Sunscreen SPF 50|Protector solar FPS 50|Crème solaire SPF 50|899|r|Skin Care|tube|Zinc oxide,Titanium dioxide|Size=50ml,100ml',
  'Moisturising Lotion|Loción hidratante|Lait hydratant|599||Skin Care|bottle|Glycerin',
  'Calamine Lotion|Loción de calamina|Lotion à la calamine|249||Skin Care|bottle|Calamine,Zinc oxide',
  'Benzoyl Peroxide Gel 5%|Gel de peróxido de benzoilo 5 %|Gel au peroxyde de benzoyle 5 %|499||Skin Care|tube|Benzoyl peroxide',
  'Adhesive Bandages|Tiritas|Pansements adhésifs|199||First Aid|box|',
  'Antiseptic Solution|Solución antiséptica|Solution antiseptique|299||First Aid|bottle|Chlorhexidine gluconate',
  'Sterile Gauze Pads|Gasas estériles|Compresses stériles|249||First Aid|pack|',
  'Digital Thermometer|Termómetro digital|Thermomètre électronique|899||First Aid|pc|',
  'Elastic Crepe Bandage|Venda elástica|Bande de crêpe élastique|349||First Aid|pc|',
  'Hand Sanitiser Gel|Gel desinfectante de manos|Gel hydroalcoolique|249||First Aid|bottle|Ethyl alcohol|Size=100ml,500ml',
  'Diaper Rash Cream|Crema para la dermatitis del pañal|Crème pour l’érythème fessier|449||Baby & Mother|tube|Zinc oxide',
  'Infant Paracetamol Drops|Paracetamol gotas para lactantes|Paracétamol gouttes nourrisson|349||Baby & Mother|bottle|Paracetamol',
  'Prenatal Vitamins|Vitaminas prenatales|Vitamines prénatales|1299||Baby & Mother|bottle|Folic acid,Iron,Iodine',
  'Saline Nose Drops for Babies|Gotas nasales salinas para bebés|Gouttes nasales salines pour bébés|199||Baby & Mother|bottle|Sodium chloride',
  'Fluoride Toothpaste|Pasta de dientes con flúor|Dentifrice au fluor|249||Personal Care|tube|Sodium fluoride',
  'Antiseptic Mouthwash|Enjuague bucal antiséptico|Bain de bouche antiseptique|399||Personal Care|bottle|Cetylpyridinium chloride',
  'Face Masks, Box of 50|Mascarillas, caja de 50|Masques, boîte de 50|699||Personal Care|box|',
  'Contact Lens Solution|Solución para lentillas|Solution pour lentilles|799||Personal Care|bottle|',
]);

/** Pharmacies (see parseStores), then how many products each carries. */
const STORES = parseStores([
  'CarePlus Pharmacy|west|pharmacy|Your neighbourhood pharmacy, open 24 hours|Tu farmacia de barrio, abierta 24 horas|Votre pharmacie de quartier, ouverte 24 h/24|hours=always featured tax=0|45',
  'Riverton Health Pharmacy|east|pharmacy|Prescriptions filled while you wait|Recetas preparadas al momento|Ordonnances préparées sur place|discount=percent/1000/1000/300 schedule tax=0|40',
  'MediQuick|west|heart|Medicines delivered in 30 minutes|Medicamentos en 30 minutos|Médicaments livrés en 30 minutes|free time=20-30 tax=0|30',
  'Sunrise Drugstore|east|pharmacy|Family pharmacy since 1985|Farmacia familiar desde 1985|Pharmacie familiale depuis 1985|hours=closedSun tax=0|30',
  'Wellness Corner|west|sparkle|Vitamins, skin care and wellness|Vitaminas, cuidado de la piel y bienestar|Vitamines, soins et bien-être|schedule tax=5|25',
]);

export async function seedPharmacy(
  ctx: SeedContext,
  moduleId: number,
  geo: GeoIds,
): Promise<StoreRow[]> {
  const rng = ctx.rng('pharmacy');
  const cats = await seedCategories(ctx, 'pharmacy', moduleId, CATEGORIES);
  const stores = await seedStores(ctx, 'pharmacy', moduleId, geo, STORES);
  const rows: ItemInsert[] = [];
  for (const store of stores) {
    const count = Number(store.def.extra[0]);
    for (const product of rng.sample(PRODUCTS, count)) {
      const [category = 'First Aid', unit, generics = '', choices] = product.extra;
      const rx = product.flags.includes('x');
      const item = makeItem(ctx, rng, {
        module: 'pharmacy',
        moduleId,
        store,
        product,
        glyph: category === 'Skin Care' ? 'sparkle' : 'pharmacy',
        category: categoryFields(cats, category),
        description: rx
          ? `${product.name}. Prescription only: upload a valid prescription at checkout; our pharmacist checks it before dispatch.`
          : `${product.name}. Read the leaflet before use and ask our pharmacist if you are unsure.`,
        unitType: unit ?? null,
      });
      rows.push({
        ...item,
        ...choiceFields(rng, item.price, choices),
        genericName: generics ? generics.split(',') : [],
        isPrescriptionRequired: rx ? 1 : 0,
        tags: [category.toLowerCase(), ...(rx ? ['prescription'] : [])],
        maximumCartQuantity: rx ? 2 : rng.chance(0.2) ? 5 : null,
      });
    }
  }
  await insertItems(ctx, 'pharmacy', rows);
  ctx.log(`pharmacy: ${stores.length} pharmacies, ${rows.length} products`);
  return stores;
}
