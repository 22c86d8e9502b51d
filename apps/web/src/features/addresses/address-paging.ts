/** The next 1-based page of a paged list, or undefined when every entry has been loaded. */
export function getNextAddressPage(last: {
  total_size: number;
  limit: number;
  offset: number;
}): number | undefined {
  return last.offset * last.limit < last.total_size ? last.offset + 1 : undefined;
}
