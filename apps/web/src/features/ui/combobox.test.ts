import { describe, expect, it } from 'vitest';
import { getComboboxInputProps, stepActiveIndex } from './combobox';

describe('combobox keyboard: arrow keys move the active option and wrap', () => {
  it('moves down from no active option to the first', () => {
    expect(stepActiveIndex(-1, 'ArrowDown', 5)).toBe(0);
  });

  it('moves up from no active option to the last', () => {
    expect(stepActiveIndex(-1, 'ArrowUp', 5)).toBe(3);
  });

  it('wraps from the last option to the first', () => {
    expect(stepActiveIndex(4, 'ArrowDown', 5)).toBe(0);
  });
});

describe('combobox ARIA wiring', () => {
  it('points aria-activedescendant at the active option only while the list is open', () => {
    const open = getComboboxInputProps({
      baseId: 'b',
      listId: 'l',
      isExpanded: true,
      activeIndex: 2,
    });
    expect(open['aria-activedescendant']).toBe('b-option-2');
    const closed = getComboboxInputProps({
      baseId: 'b',
      listId: 'l',
      isExpanded: false,
      activeIndex: 2,
    });
    expect(closed['aria-activedescendant']).toBeUndefined();
  });
});
