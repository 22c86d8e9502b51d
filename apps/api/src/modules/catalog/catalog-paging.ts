import type { PageQuery } from '@marketplace/contract/paging';

/** `offset` is the 1-based page number (API-CONTRACT.md); SQL wants rows to skip. */
/** Rows a query returns, after skipping some. */
export type RowWindow = { limit: number; skip: number };

export function toRowWindow(page: PageQuery): RowWindow {
  return { limit: page.limit, skip: (page.offset - 1) * page.limit };
}

export type Page<T> = { total: number; rows: T[] };

/** `{total_size, limit, offset, <key>: [...]}`. */
export function toPagedAnswer<K extends string, T>(
  key: K,
  page: PageQuery,
  total: number,
  entries: T[],
): { total_size: number; limit: number; offset: number } & { [P in K]: T[] } {
  return {
    total_size: total,
    limit: page.limit,
    offset: page.offset,
    ...({ [key]: entries } as { [P in K]: T[] }),
  };
}
