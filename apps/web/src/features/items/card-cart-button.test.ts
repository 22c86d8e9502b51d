import type { Item } from '@marketplace/contract/items';
import { describe, expect, it } from 'vitest';
import { buildChoiceItem, buildFoodItem, buildItem } from '@/features/cart/cart-test-builders';
import { canAddFromCard } from './card-cart-button';

/** The item as a list's card: the server sets has_choices when something must be chosen. */
const card = (item: Item) => ({
  ...item,
  has_choices: item.choice_options.length > 0 || item.food_variations.length > 0,
});

describe('a product card adds straight away only when nothing must be chosen', () => {
  it('adds a plain orderable item', () => {
    expect(canAddFromCard(card(buildItem()))).toBe(true);
    expect(canAddFromCard(card(buildFoodItem({ food_variations: [], stock: 0 })))).toBe(true);
  });

  it('opens the item view for variations, campaigns, no stock or closed hours', () => {
    expect(canAddFromCard(card(buildFoodItem()))).toBe(false);
    expect(canAddFromCard(card(buildChoiceItem()))).toBe(false);
    expect(canAddFromCard(card(buildItem({ available_date_starts: '2026-01-01' })))).toBe(false);
    expect(canAddFromCard(card(buildItem({ stock: 0 })))).toBe(false);
    expect(canAddFromCard(card(buildItem({ is_available_now: false })))).toBe(false);
    expect(canAddFromCard(card(buildItem({ is_available_now: false, schedule_order: true })))).toBe(
      true,
    );
  });
});
