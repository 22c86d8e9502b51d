import { describe, expect, it } from 'vitest';
import { buildChoiceItem, buildFoodItem, buildItem } from '@/features/cart/cart-test-builders';
import { canAddFromCard } from './card-cart-button';

describe('a product card adds straight away only when nothing must be chosen', () => {
  it('adds a plain orderable item', () => {
    expect(canAddFromCard(buildItem())).toBe(true);
    expect(canAddFromCard(buildFoodItem({ food_variations: [], stock: 0 }))).toBe(true);
  });

  it('opens the item view for variations, campaigns, no stock or closed hours', () => {
    expect(canAddFromCard(buildFoodItem())).toBe(false);
    expect(canAddFromCard(buildChoiceItem())).toBe(false);
    expect(canAddFromCard(buildItem({ available_date_starts: '2026-01-01' }))).toBe(false);
    expect(canAddFromCard(buildItem({ stock: 0 }))).toBe(false);
    expect(canAddFromCard(buildItem({ is_available_now: false }))).toBe(false);
    expect(canAddFromCard(buildItem({ is_available_now: false, schedule_order: true }))).toBe(true);
  });
});
