'use client';

import type { ReactNode } from 'react';
import { useShellState } from './shell-state-provider';

/** A button in server-rendered content that opens the location picker or the module dialog. */
export function ShellActionButton({
  action,
  className,
  children,
}: {
  action: 'location' | 'module';
  className?: string;
  children: ReactNode;
}) {
  const { openLocationPicker, openModuleSelection } = useShellState();
  return (
    <button
      type="button"
      className={className}
      onClick={() => (action === 'location' ? openLocationPicker() : openModuleSelection())}
    >
      {children}
    </button>
  );
}
