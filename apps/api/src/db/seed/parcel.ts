/** Parcel: what can be sent (categories with their own rates) and ready-made instructions. */
import { parcelCategories, parcelInstructions } from '../schema/index';
import { insertRows, type SeedContext, slugify, tr } from './context';
import { type Glyph, squareImage } from './svg-images';
import { list } from './words';

/**
 * 'name|es|fr|description|es description|fr description|glyph|per km|minimum' — money in minor
 * units; '-' leaves the rate to the zone's parcel-module rate.
 */
const CATEGORIES = [
  'Documents|Documentos|Documents|Letters, contracts and envelopes up to 1 kg|Cartas, contratos y sobres de hasta 1 kg|Lettres, contrats et enveloppes jusqu’à 1 kg|card|60|249',
  'Small box|Caja pequeña|Petit colis|Shoeboxes and gifts up to 5 kg|Cajas de zapatos y regalos de hasta 5 kg|Boîtes à chaussures et cadeaux jusqu’à 5 kg|parcel|-|-',
  'Large box|Caja grande|Grand colis|Boxes up to 20 kg that fit in a car boot|Cajas de hasta 20 kg que caben en un maletero|Colis jusqu’à 20 kg qui tiennent dans un coffre|home|150|599',
  'Fragile|Frágil|Fragile|Glassware and electronics, handled with care|Cristalería y electrónica, con cuidado|Verrerie et électronique, manipulées avec soin|heart|130|499',
  'Food & groceries|Comida y compras|Repas et courses|Home-cooked meals and shopping for family and friends|Comida casera y compras para familia y amigos|Plats maison et courses pour la famille et les amis|grocery|80|299',
].map(list);

/** 'instruction|es|fr' */
const INSTRUCTIONS = [
  'Call the receiver before arriving|Llamar al destinatario antes de llegar|Appeler le destinataire avant d’arriver',
  'Leave it with the building reception|Dejarlo en la recepción del edificio|Le laisser à l’accueil de l’immeuble',
  'Handle with care, keep upright|Manipular con cuidado, mantener en vertical|Manipuler avec soin, garder debout',
  'Do not leave it unattended|No dejarlo sin vigilancia|Ne pas le laisser sans surveillance',
  'Hand it to the receiver only|Entregarlo solo al destinatario|Le remettre uniquement au destinataire',
].map(list);

export async function seedParcel(ctx: SeedContext, parcelModuleId: number): Promise<void> {
  const rate = (value: string | undefined) =>
    value === undefined || value === '-' ? null : Number(value);
  const categories = CATEGORIES.map(
    (
      [
        name = '',
        es = '',
        fr = '',
        description = '',
        esDesc = '',
        frDesc = '',
        glyph,
        perKm,
        minimum,
      ],
      i,
    ) => ({
      moduleId: parcelModuleId,
      name,
      description,
      image: ctx.media.add(`parcel-category/${slugify(name)}.svg`, () =>
        squareImage({ title: name, glyph: glyph as Glyph }),
      ),
      perKmShippingCharge: rate(perKm),
      minimumShippingCharge: rate(minimum),
      position: i,
      translations: tr(es, fr, esDesc, frDesc),
    }),
  );
  await insertRows(ctx.db, parcelCategories, categories);
  await insertRows(
    ctx.db,
    parcelInstructions,
    INSTRUCTIONS.map(([instruction = '', es = '', fr = '']) => ({
      instruction,
      translations: { es: { instruction: es }, fr: { instruction: fr } },
    })),
  );
  ctx.log(`parcel: ${categories.length} categories, ${INSTRUCTIONS.length} instructions`);
}
