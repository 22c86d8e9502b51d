'use client';

import { Autocomplete } from '@base-ui/react/autocomplete';
import type { ComponentProps, ReactNode, RefObject } from 'react';
import { classNames } from '@/lib/class-names';

/**
 * The list of a Base UI autocomplete, rendered inside `container` (the search form, the location
 * dialog) instead of at the end of <body>: it stays within the landmark or the modal that owns it,
 * where the modal's focus trap and outside-click handling expect it.
 */
export function SuggestionPopup({
  container,
  label,
  className,
  children,
}: {
  container: RefObject<HTMLElement | null>;
  /** The listbox's accessible name. */
  label: string;
  className?: string;
  /** The options, or a function of each item given to the autocomplete's root. */
  children: ComponentProps<typeof Autocomplete.List>['children'];
}) {
  return (
    <Autocomplete.Portal container={container}>
      <Autocomplete.Positioner
        positionMethod="absolute"
        sideOffset={4}
        align="start"
        className="z-50 w-[var(--anchor-width)]"
      >
        <Autocomplete.Popup
          className={classNames(
            'overflow-y-auto overscroll-contain rounded-xl border border-line bg-surface-raised py-1 text-ink shadow-xl',
            className,
          )}
        >
          <Autocomplete.List aria-label={label}>{children}</Autocomplete.List>
        </Autocomplete.Popup>
      </Autocomplete.Positioner>
    </Autocomplete.Portal>
  );
}

/**
 * One suggestion. The highlighted one is also aria-selected, as the ARIA combobox pattern has it
 * for the option aria-activedescendant points at (Base UI marks it data-highlighted only).
 */
export function SuggestionItem<Value>({
  value,
  onClick,
  className,
  children,
}: {
  value: Value;
  onClick?: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Autocomplete.Item
      value={value}
      onClick={onClick}
      render={(props, state) => (
        // biome-ignore lint/a11y/useFocusableInteractive: the input keeps focus and points at the option (aria-activedescendant).
        <div {...props} role="option" aria-selected={state.highlighted} />
      )}
      className={classNames('cursor-pointer data-[highlighted]:bg-brand-soft', className)}
    >
      {children}
    </Autocomplete.Item>
  );
}
