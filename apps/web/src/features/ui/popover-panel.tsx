'use client';

import { type ReactNode, useEffect, useId, useRef } from 'react';
import { classNames } from '@/lib/class-names';

type PopoverPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerLabel: string;
  triggerClassName?: string;
  trigger: ReactNode;
  panelLabel: string;
  align?: 'start' | 'end';
  className?: string;
  panelClassName?: string;
  children: ReactNode;
};

/**
 * A small disclosure popover (button + panel): Escape and outside clicks close it and focus goes
 * back to the button. Hand-rolled to keep a positioning library out of every page's first load.
 */
export function PopoverPanel({
  open,
  onOpenChange,
  triggerLabel,
  triggerClassName,
  trigger,
  panelLabel,
  align = 'start',
  className,
  panelClassName,
  children,
}: PopoverPanelProps) {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onOpenChange(false);
      triggerRef.current?.focus();
    };
    // Tabbing out of the popover closes it too.
    const onFocusIn = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    panelRef.current?.querySelector<HTMLElement>('button:not([disabled]), a[href], input')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, onOpenChange]);

  return (
    <div ref={rootRef} className={classNames('relative', className)}>
      <button
        ref={triggerRef}
        type="button"
        aria-label={triggerLabel}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        className={triggerClassName}
      >
        {trigger}
      </button>
      <section
        ref={panelRef}
        id={panelId}
        aria-label={panelLabel}
        hidden={!open}
        className={classNames(
          'fixed inset-x-2 top-14 z-40 rounded-xl border border-line bg-surface-raised p-2 text-ink shadow-xl',
          'sm:absolute sm:inset-x-auto sm:top-full sm:mt-2',
          align === 'end' ? 'sm:end-0' : 'sm:start-0',
          panelClassName,
        )}
      >
        {children}
      </section>
    </div>
  );
}
