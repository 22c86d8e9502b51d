let next = 0;

/** A number unique within the test file, for slugs and names. */
export function uniqueNumber(): number {
  next += 1;
  return next;
}
