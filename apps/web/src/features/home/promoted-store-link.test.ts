import { describe, expect, it } from 'vitest';
import { getStoreHref } from '@/features/stores/store-href';
import { promotedStoreLink } from './promoted-store-link';

describe('promotedStoreLink', () => {
  it("opens a promoted store in the home page's module (spec 01 §2 store query)", () => {
    const link = promotedStoreLink({ id: 12, slug: 'spice-route' }, { id: 3, module_type: 'food' });
    expect(getStoreHref(link)).toBe('/store/spice-route?id=12&module_id=3&module_type=food');
  });
});
