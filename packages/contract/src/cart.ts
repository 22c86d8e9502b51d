import { z } from 'zod';
import { ErrorEntrySchema } from './errors';
import { AmountSchema } from './flags';
import { ID_TOO_LARGE, MAX_ID } from './ids';
import { ItemSchema } from './items';
import { idQuery } from './paging';

/** Spec 01 §9 cart model values: a normal item, or a campaign item. */
export const CartModelSchema = z.enum(['Item', 'ItemCampaign'], {
  error: "model must be 'Item' or 'ItemCampaign'",
});
export type CartModel = z.infer<typeof CartModelSchema>;

/** A chosen food-variation group: its name and the chosen labels. */
export const FoodVariationChoiceSchema = z.object({
  name: z.string().trim().min(1).max(200),
  values: z.object({ label: z.array(z.string().trim().min(1).max(200)).max(50) }),
});
/** The chosen choice-option variation of an older item, named by its type ('Large-Red'). */
export const ChoiceVariationChoiceSchema = z.object({ type: z.string().trim().min(1).max(200) });

/**
 * The wire variation: food groups `[{name, values:{label:[...]}}]`, or `[{type}]` for a
 * choice-option item, or `[]` for an item without variations.
 */
export const CartVariationSchema = z
  .union([z.array(FoodVariationChoiceSchema).max(50), z.tuple([ChoiceVariationChoiceSchema])], {
    error: 'variation must be [{name, values:{label:[...]}}] or [{type}]',
  })
  .default([]);
export type CartVariation = z.infer<typeof CartVariationSchema>;

const quantity = z
  .number({ error: 'quantity must be a whole number of at least 1' })
  .int({ error: 'quantity must be a whole number of at least 1' })
  .min(1, { error: 'quantity must be a whole number of at least 1' })
  .max(10_000, { error: 'quantity is too large' });

const addOnIds = z
  .array(z.number().int().positive().max(MAX_ID, ID_TOO_LARGE))
  .max(100)
  .default([]);
const addOnQtys = z.array(z.number().int().min(0).max(10_000)).max(100).default([]);

/**
 * POST /customer/cart/add. `price` is accepted for older clients and ignored: the server prices
 * every line. `replace_cart` confirms the cart conflict dialog (the other store's lines go).
 */
export const CartAddBodySchema = z
  .object({
    guest_id: z.union([z.string(), z.number()]).optional().nullable(),
    model: CartModelSchema.default('Item'),
    item_id: z.number({ error: 'item_id is required' }).int().positive().max(MAX_ID, ID_TOO_LARGE),
    quantity,
    variation: CartVariationSchema,
    add_on_ids: addOnIds,
    add_on_qtys: addOnQtys,
    price: z.unknown().optional(),
    replace_cart: z.boolean().default(false),
  })
  .refine((body) => body.add_on_ids.length === body.add_on_qtys.length, {
    error: 'add_on_qtys must have one quantity per add_on_ids entry',
    path: ['add_on_qtys'],
  });
export type CartAddBody = z.input<typeof CartAddBodySchema>;

/**
 * POST /customer/cart/update: the line `cart_id` with a new quantity; variation and add-ons
 * change only when sent.
 */
export const CartUpdateBodySchema = z
  .object({
    guest_id: z.union([z.string(), z.number()]).optional().nullable(),
    cart_id: z.number({ error: 'cart_id is required' }).int().positive().max(MAX_ID, ID_TOO_LARGE),
    model: CartModelSchema.optional(),
    item_id: z.number().int().positive().max(MAX_ID, ID_TOO_LARGE).optional(),
    quantity,
    variation: z
      .union([z.array(FoodVariationChoiceSchema).max(50), z.tuple([ChoiceVariationChoiceSchema])])
      .optional(),
    add_on_ids: z.array(z.number().int().positive().max(MAX_ID, ID_TOO_LARGE)).max(100).optional(),
    add_on_qtys: z.array(z.number().int().min(0).max(10_000)).max(100).optional(),
    price: z.unknown().optional(),
  })
  .refine((body) => (body.add_on_ids?.length ?? 0) === (body.add_on_qtys?.length ?? 0), {
    error: 'add_on_qtys must have one quantity per add_on_ids entry',
    path: ['add_on_qtys'],
  });
export type CartUpdateBody = z.input<typeof CartUpdateBodySchema>;

/**
 * A guest's id on GET and DELETE calls (a customer sends none). The request context reads and
 * checks it before validation (`guest_id` 422); declared here so that clients may send it.
 */
export const CartGuestQuerySchema = z.object({ guest_id: z.string().optional() });

export const CartRemoveItemQuerySchema = CartGuestQuerySchema.extend({
  cart_id: idQuery('cart_id'),
});

export const CartLineAddOnSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: AmountSchema,
  quantity: z.number().int(),
});

/**
 * One cart line, priced by the server from the item as it is now (spec 01 §9 discount rule):
 * `price` is the line total after the item's discount, add-ons included; `original_price` the
 * same before the discount; `unit_price` the base or variation price plus chosen option prices.
 */
export const CartLineSchema = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  item_type: CartModelSchema,
  store_id: z.number().int(),
  quantity: z.number().int(),
  unit_price: AmountSchema,
  price: AmountSchema,
  original_price: AmountSchema,
  discount_amount: AmountSchema,
  add_on_ids: z.array(z.number().int()),
  add_on_qtys: z.array(z.number().int()),
  add_ons: z.array(CartLineAddOnSchema),
  variation: z.union([z.array(FoodVariationChoiceSchema), z.tuple([ChoiceVariationChoiceSchema])]),
  item: ItemSchema,
});
export type CartLine = z.infer<typeof CartLineSchema>;

export const CartSchema = z.array(CartLineSchema);
export type Cart = z.infer<typeof CartSchema>;

/**
 * 409 answers of the cart: `store` when the cart holds another store's items (`lines` are those
 * items; resend with replace_cart to replace them), `cart_item` when the same item and variation
 * is already a line (`lines` is that line; update it instead).
 */
export const CartConflictSchema = z.object({
  errors: z.array(ErrorEntrySchema),
  lines: CartSchema,
});
export type CartConflict = z.infer<typeof CartConflictSchema>;

export const CART_STORE_CONFLICT_MESSAGE = 'You have item from another store in cart';
export const CART_DUPLICATE_LINE_MESSAGE = 'This item is already in your cart';
export const CART_LINE_NOT_FOUND_MESSAGE = 'Cart item not found';
/** Spec 02 §8: the toast once a line is removed (the answer itself is the cart left). */
export const CART_LINE_REMOVED_MESSAGE = 'Cart item remove successfully';
