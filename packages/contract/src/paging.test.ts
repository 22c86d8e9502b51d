import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PageQuerySchema, pagedSchema } from './paging';

describe('PageQuerySchema', () => {
  it('defaults to the first page of 10', () => {
    expect(PageQuerySchema.parse({})).toEqual({ limit: 10, offset: 1 });
  });

  it('reads query-string numbers', () => {
    expect(PageQuerySchema.parse({ limit: '12', offset: '3' })).toEqual({ limit: 12, offset: 3 });
  });

  it('rejects a limit above 100, a page below 1, blanks and words', () => {
    for (const query of [
      { limit: '101' },
      { limit: '0' },
      { offset: '0' },
      { limit: '' },
      { offset: 'x' },
    ]) {
      expect(PageQuerySchema.safeParse(query).success).toBe(false);
    }
    const issue = PageQuerySchema.safeParse({ limit: '101' }).error?.issues[0];
    expect(issue?.path).toEqual(['limit']);
    expect(issue?.message).toBe('limit must be a whole number between 1 and 100');
  });
});

describe('pagedSchema', () => {
  it('names the list by its key', () => {
    const schema = pagedSchema('stores', z.object({ id: z.number() }));
    const page = { total_size: 1, limit: 10, offset: 1, stores: [{ id: 4 }] };
    expect(schema.parse(page)).toEqual(page);
    expect(schema.safeParse({ total_size: 1, limit: 10, offset: 1 }).success).toBe(false);
  });
});
