import { describe, expect, it } from 'vitest';
import { getDirectionsHref } from './directions-href';

describe('the route map’s directions link (spec 02 §2)', () => {
  it('asks for driving directions from the store to the delivery address', () => {
    const href = new URL(getDirectionsHref({ lat: 23.78, lng: 90.37 }, { lat: 23.8, lng: 90.41 }));
    expect(href.origin + href.pathname).toBe('https://www.google.com/maps/dir/');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      api: '1',
      origin: '23.78,90.37',
      destination: '23.8,90.41',
      travelmode: 'driving',
    });
  });
});
