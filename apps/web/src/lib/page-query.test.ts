import { coordinateQuery } from '@marketplace/contract/coordinates';
import { idQuery } from '@marketplace/contract/paging';
import { describe, expect, it } from 'vitest';
import { parsePageQuery } from './page-query';

const shape = { id: idQuery('id'), lat: coordinateQuery('lat', 90) };

describe('parsePageQuery', () => {
  it('parses each parameter with its schema', () => {
    expect(parsePageQuery(shape, { id: '12', lat: '23.78' })).toEqual({ id: 12, lat: 23.78 });
  });

  it('leaves a missing or malformed parameter undefined instead of failing the page', () => {
    expect(parsePageQuery(shape, { id: 'abc', lat: '123' })).toEqual({
      id: undefined,
      lat: undefined,
    });
    expect(parsePageQuery(shape, {})).toEqual({ id: undefined, lat: undefined });
  });

  it('reads a repeated parameter by its first value', () => {
    expect(parsePageQuery(shape, { id: ['3', '4'] }).id).toBe(3);
  });
});
