import type { CartLine } from '@marketplace/contract/cart';
import type { Item } from '@marketplace/contract/items';

/** Test data for the cart and item view tests: a plain grocery item unless overridden. */
export function buildItem(overrides: Partial<Item> = {}): Item {
  return {
    id: 7,
    slug: 'test-item',
    name: 'Test item',
    description: '',
    price: 10,
    stock: 20,
    unit_type: null,
    discount: 0,
    discount_type: 'percent',
    store_discount: 0,
    restaurant_discount: 0,
    image_full_url: 'https://example.test/item.svg',
    images_full_url: [],
    generic_name: [],
    nutritions_name: [],
    allergies_name: [],
    veg: 0,
    organic: 0,
    is_halal: 0,
    halal_tag_status: 0,
    is_prescription_required: 0,
    recommended: 0,
    avg_rating: 0,
    rating_count: 0,
    wishlist_count: 0,
    store_id: 3,
    store_name: 'Corner Shop',
    store_slug: 'corner-shop',
    module_id: 2,
    module_type: 'grocery',
    zone_id: 1,
    available_time_starts: '00:00',
    available_time_ends: '23:59',
    available_date_starts: null,
    available_date_ends: null,
    schedule_order: false,
    maximum_cart_quantity: null,
    tags: [],
    category_ids: [],
    choice_options: [],
    variations: [],
    food_variations: [],
    add_ons: [],
    price_range: { min: 10, max: 10, discounted_min: 10, discounted_max: 10 },
    is_available_now: true,
    in_stock: true,
    ...overrides,
  };
}

/** A food item with a required single group, a required multi group (1..2) and two add-ons. */
export function buildFoodItem(overrides: Partial<Item> = {}): Item {
  return buildItem({
    module_type: 'food',
    price: 8,
    food_variations: [
      {
        name: 'Portion',
        type: 'single',
        min: 1,
        max: 1,
        required: 'on',
        values: [
          { label: 'Regular', optionPrice: 0 },
          { label: 'Large', optionPrice: 3.5 },
        ],
      },
      {
        name: 'Sides',
        type: 'multi',
        min: 1,
        max: 2,
        required: 'on',
        values: [
          { label: 'Raita', optionPrice: 0 },
          { label: 'Salad', optionPrice: 0 },
          { label: 'Boiled egg', optionPrice: 0.99 },
        ],
      },
    ],
    add_ons: [
      { id: 11, store_id: 3, name: 'Extra naan', price: 1.5 },
      { id: 12, store_id: 3, name: 'Papad', price: 0.5 },
    ],
    ...overrides,
  });
}

/** A grocery item with Colour × Size options; 'Dark Blue-L' has no stock. */
export function buildChoiceItem(overrides: Partial<Item> = {}): Item {
  return buildItem({
    choice_options: [
      { name: 'choice_1', title: 'Colour', options: ['Red', 'Dark Blue'] },
      { name: 'choice_2', title: 'Size', options: ['S', 'L'] },
    ],
    variations: [
      { type: 'Red-S', price: 10, stock: 5 },
      { type: 'Red-L', price: 12, stock: 2 },
      { type: 'Dark Blue-S', price: 11, stock: 4 },
      { type: 'Dark Blue-L', price: 13, stock: 0 },
    ],
    stock: 11,
    ...overrides,
  });
}

export function buildLine(overrides: Partial<CartLine> = {}): CartLine {
  const item = overrides.item ?? buildItem();
  return {
    id: 100,
    item_id: item.id,
    item_type: 'Item',
    store_id: item.store_id,
    quantity: 1,
    unit_price: item.price,
    price: item.price,
    original_price: item.price,
    discount_amount: 0,
    add_on_ids: [],
    add_on_qtys: [],
    add_ons: [],
    variation: [],
    item,
    ...overrides,
  };
}
