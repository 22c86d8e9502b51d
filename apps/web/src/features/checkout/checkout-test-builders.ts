import type { OrderQuote } from '@marketplace/contract/orders';
import type { DirectOrder } from '@/features/cart/direct-order';

/** A quote as the server answers it, with the fields a test cares about overridden. */
export function buildQuote(overrides: Partial<OrderQuote> = {}): OrderQuote {
  return {
    store_id: 1,
    order_type: 'delivery',
    payment_method: 'cash_on_delivery',
    subtotal: 20.89,
    item_discount: 3.69,
    coupon_code: null,
    coupon_discount: 0,
    distance: 8553,
    original_delivery_charge: 5.13,
    delivery_charge: 5.13,
    free_delivery_reason: null,
    free_delivery_message: null,
    tax: 1.04,
    tax_included: false,
    tax_added: 1.04,
    additional_charge: 0.99,
    additional_charge_name: 'Service fee',
    dm_tips: 0,
    total_amount: 28.05,
    wallet_amount: 0,
    other_amount: 28.05,
    minimum_order: 0,
    problems: [],
    prescription_required: false,
    can_place: true,
    ...overrides,
  };
}

export function buildDirectOrder(overrides: Partial<DirectOrder> = {}): DirectOrder {
  return {
    page: 'buy_now',
    model: 'Item',
    itemId: 7,
    name: 'Butter Chicken',
    imageUrl: '',
    storeId: 1,
    storeName: 'Spice Route',
    quantity: 2,
    variation: [{ name: 'Portion', values: { label: ['Large'] } }],
    addOns: [{ id: 3, name: 'Naan', price: 1, quantity: 2 }],
    total: 30,
    original: 30,
    ...overrides,
  };
}
