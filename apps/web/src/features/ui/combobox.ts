/** Shared parts of the storefront's ARIA comboboxes (place search, catalogue search). */

export function getComboboxOptionId(baseId: string, index: number): string {
  return `${baseId}-option-${index}`;
}

/** The input's role and ARIA wiring: the list it controls, the active option, the status line. */
export function getComboboxInputProps(input: {
  baseId: string;
  listId: string;
  isExpanded: boolean;
  activeIndex: number;
}) {
  const { baseId, listId, isExpanded, activeIndex } = input;
  return {
    id: `${baseId}-input`,
    role: 'combobox',
    autoComplete: 'off',
    'aria-autocomplete': 'list',
    'aria-expanded': isExpanded,
    'aria-controls': listId,
    'aria-activedescendant':
      isExpanded && activeIndex >= 0 ? getComboboxOptionId(baseId, activeIndex) : undefined,
    'aria-describedby': `${baseId}-status`,
  } as const;
}

/** Arrow keys move the active option and wrap at both ends; -1 means none is active. */
export function stepActiveIndex(
  index: number,
  key: 'ArrowDown' | 'ArrowUp',
  count: number,
): number {
  const step = key === 'ArrowDown' ? 1 : -1;
  return (index + step + count) % count;
}
