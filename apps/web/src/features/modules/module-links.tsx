'use client';

import type { Module } from '@marketplace/contract/modules';
import { useShellState } from '@/features/shell/shell-state-provider';
import { classNames } from '@/lib/class-names';

/** The header's module links (modules of the chosen zones); choosing one switches module. */
export function ModuleLinks({ modules }: { modules: Module[] }) {
  const { moduleId, zoneIds, chooseModule } = useShellState();
  if (!zoneIds) return null;
  return (
    <>
      {modules.map((module) => {
        const isCurrent = module.id === moduleId;
        return (
          <li key={module.id}>
            <button
              type="button"
              onClick={() => chooseModule(module.id)}
              aria-current={isCurrent ? 'page' : undefined}
              className={classNames(
                'whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-medium transition-colors',
                isCurrent ? 'bg-brand text-on-brand' : 'hover:bg-surface-muted',
              )}
            >
              {module.module_name}
            </button>
          </li>
        );
      })}
    </>
  );
}
