import { describe, expect, it } from 'vitest';
import { parseVehicleSearchQuery } from './vehicle-search-page-query';

describe('/rental/vehicle-search takes categoryId or all_category=1 (spec 01 §2)', () => {
  it('reads the category, the brand, the trip type, the sort and the layout', () => {
    expect(
      parseVehicleSearchQuery({
        categoryId: '3',
        brand_id: '7',
        trip_type: 'day_wise',
        sort: 'price_low',
        layout: 'row',
      }),
    ).toEqual({
      categoryId: 3,
      all_category: undefined,
      brand_id: 7,
      trip_type: 'day_wise',
      sort: 'price_low',
      layout: 'row',
    });
    expect(parseVehicleSearchQuery({ all_category: '1' }).all_category).toBe('1');
  });

  it('still opens a shared link with a stray or stale value, leaving that value out', () => {
    const query = parseVehicleSearchQuery({
      categoryId: 'cars',
      all_category: '0',
      trip_type: 'weekly',
      sort: 'cheapest',
      layout: 'grid',
    });
    expect(Object.values(query).every((value) => value === undefined)).toBe(true);
  });

  it('counts a repeated parameter by its first value', () => {
    expect(parseVehicleSearchQuery({ categoryId: ['4', '5'] }).categoryId).toBe(4);
  });
});
