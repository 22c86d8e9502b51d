/** Joins the truthy class names; enough for conditional Tailwind classes without a dependency. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
