'use client';

import type { Module } from '@marketplace/contract/modules';
import { useT } from '@/features/i18n/i18n-provider';
import { useShellState } from '@/features/shell/shell-state-provider';
import { classNames } from '@/lib/class-names';
import { ModuleIcon } from './module-icon';

/** Spec 01 §2: modules (icon and name) at the screen's edge on large screens; hidden below lg. */
export function ModuleRail({ modules }: { modules: Module[] }) {
  const t = useT();
  const { moduleId, zoneIds, chooseModule } = useShellState();
  if (!zoneIds || modules.length === 0) return null;

  return (
    <nav
      data-module-rail
      aria-label={t('modules.rail')}
      className="fixed end-0 top-1/2 z-30 hidden max-h-[80vh] -translate-y-1/2 overflow-y-auto rounded-s-2xl border border-e-0 border-line bg-surface-raised p-2 shadow-lg lg:block"
    >
      <ul className="flex flex-col gap-1">
        {modules.map((module) => {
          const isCurrent = module.id === moduleId;
          return (
            <li key={module.id}>
              <button
                type="button"
                onClick={() => chooseModule(module.id)}
                aria-current={isCurrent ? 'true' : undefined}
                className={classNames(
                  'flex w-20 flex-col items-center gap-1 rounded-xl p-2 text-center text-xs font-medium transition-colors',
                  isCurrent ? 'bg-brand text-on-brand' : 'hover:bg-surface-muted',
                )}
              >
                <ModuleIcon url={module.icon_full_url} className="size-8" />
                <span className="line-clamp-2">{module.module_name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
