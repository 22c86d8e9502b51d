import { endpoint } from '../endpoint';

const parcel = () => import('../parcel');

/** GET /parcel-category (moduleId of the parcel module): what can be sent, with its rates. */
export const parcelCategoryList = endpoint({
  method: 'GET',
  path: '/parcel-category',
  tags: ['parcel'],
  errors: [422],
  schemas: async () => ({ response: (await parcel()).ParcelCategoryListSchema }),
});

/** GET /customer/order/parcel-instructions?limit&offset: ready-made delivery instructions. */
export const parcelInstructionList = endpoint({
  method: 'GET',
  path: '/customer/order/parcel-instructions',
  tags: ['parcel'],
  errors: [422],
  schemas: async () => {
    const { ParcelInstructionsQuerySchema, ParcelInstructionPageSchema } = await parcel();
    return { query: ParcelInstructionsQuerySchema, response: ParcelInstructionPageSchema };
  },
});
