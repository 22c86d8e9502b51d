import type { E2eWorld, E2eWorldBodySchema } from '@marketplace/contract/e2e-fixtures';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { slugify } from '../../db/seed/context';
import { insertAddOns, insertItem } from './e2e-fixtures.repository';

type ItemSpec = z.output<typeof E2eWorldBodySchema>['stores'][number]['items'][number];
type Place = {
  storeId: number;
  storeSlug: string;
  moduleId: number;
  categoryId: number;
  image: string;
};

/** One fixture item with its choices and add-ons, available all day, in the fixture category. */
export async function insertFixtureItem(
  db: Database,
  spec: ItemSpec,
  place: Place,
): Promise<E2eWorld['stores'][number]['items'][number]> {
  const addOns = await insertAddOns(
    db,
    spec.add_ons.map((addOn) => ({
      storeId: place.storeId,
      name: addOn.name,
      price: addOn.price_minor,
    })),
  );
  const slug = `${slugify(spec.name)}-${place.storeSlug}`;
  const id = await insertItem(db, {
    slug,
    name: spec.name,
    description: spec.description,
    image: place.image,
    storeId: place.storeId,
    moduleId: place.moduleId,
    categoryId: place.categoryId,
    categoryIds: [{ id: place.categoryId, position: 1 }],
    price: spec.price_minor,
    stock: spec.stock,
    maximumCartQuantity: spec.maximum_cart_quantity,
    // A percent discount is kept in hundredths of a percent (1500 = 15 %), an amount in minor units.
    discountType: spec.discount?.type ?? 'percent',
    discount:
      spec.discount?.type === 'percent'
        ? spec.discount.percent * 100
        : (spec.discount?.amount_minor ?? 0),
    veg: spec.veg ? 1 : 0,
    isHalal: spec.halal ? 1 : 0,
    organic: spec.organic ? 1 : 0,
    isPrescriptionRequired: spec.prescription_required ? 1 : 0,
    foodVariations: spec.food_variations.map((group) => ({
      name: group.name,
      type: group.type,
      min: group.min,
      max: group.max,
      required: group.required ? 'on' : 'off',
      values: group.values.map((value) => ({ label: value.label, optionPrice: value.price_minor })),
    })),
    addOnIds: addOns.map((addOn) => addOn.id),
    choiceOptions: spec.choice
      ? [
          {
            name: 'choice_1',
            title: spec.choice.title,
            options: spec.choice.values.map((v) => v.value),
          },
        ]
      : [],
    variations: (spec.choice?.values ?? []).map((v) => ({
      type: v.value,
      price: v.price_minor,
      stock: v.stock,
    })),
  });
  return { id, slug, name: spec.name, price_minor: spec.price_minor, add_ons: addOns };
}
