import { describe, expect, it } from 'vitest';
import { apiPath, endpoint, endpointPath } from './endpoint';
import { zoneIdAt } from './endpoints/zones';

describe('endpoint entries', () => {
  it('fill :name segments URL-encoded and refuse a missing one', () => {
    const entry = { path: '/items/details/:id' };
    expect(endpointPath(entry, { id: 'a b/c' })).toBe('/items/details/a%20b%2Fc');
    expect(apiPath(entry, { id: 7 })).toBe('/api/v1/items/details/7');
    expect(() => endpointPath(entry)).toThrow('missing path parameter id');
  });

  it('load their schemas once, on first use', async () => {
    let loads = 0;
    const entry = endpoint({
      method: 'GET',
      path: '/x',
      tags: [],
      errors: [],
      schemas: async () => {
        loads += 1;
        return { response: (await import('./errors')).MessageResponseSchema };
      },
    });
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([entry.schemas(), entry.schemas()]);
    expect(first).toBe(second);
    expect(loads).toBe(1);
  });

  it('carry the schemas the API validates with', async () => {
    const { query } = await zoneIdAt.schemas();
    expect(query?.safeParse({ lat: '91', lng: '0' }).success).toBe(false);
    expect(query?.safeParse({ lat: '23.7', lng: '90.4' }).success).toBe(true);
  });
});
