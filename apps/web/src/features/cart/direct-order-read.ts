import { CartModelSchema, CartVariationSchema } from '@marketplace/contract/cart';
import { z } from 'zod';
import { DIRECT_ORDER_STORAGE_KEY, type DirectOrder, type DirectOrderPage } from './direct-order';

const DirectOrderSchema = z.object({
  page: z.enum(['buy_now', 'campaign']),
  model: CartModelSchema,
  itemId: z.number().int().positive(),
  name: z.string(),
  imageUrl: z.string(),
  storeId: z.number().int(),
  storeName: z.string(),
  quantity: z.number().int().min(1),
  variation: CartVariationSchema,
  addOns: z.array(
    z.object({ id: z.number().int(), name: z.string(), price: z.number(), quantity: z.number() }),
  ),
  total: z.number(),
  original: z.number(),
});

/** The stored Buy Now / Order Now line for that checkout page, or null (missing, other page, bad). */
export function readDirectOrder(
  storage: Pick<Storage, 'getItem'>,
  page: DirectOrderPage,
): DirectOrder | null {
  const raw = storage.getItem(DIRECT_ORDER_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = DirectOrderSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.page === page ? parsed.data : null;
  } catch {
    return null;
  }
}
