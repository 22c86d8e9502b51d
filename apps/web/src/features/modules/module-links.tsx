'use client';

import type { Module } from '@marketplace/contract/modules';
import Link from 'next/link';
import { useT } from '@/features/i18n/i18n-provider';
import { ShellActionButton } from '@/features/shell/shell-action-button';
import { useShellState } from '@/features/shell/shell-state-provider';
import { classNames } from '@/lib/class-names';

const LINK_CLASS =
  'whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-medium transition-colors hover:bg-surface-muted';

/**
 * The header's module links (modules of the chosen zones); choosing one switches module. In the
 * parcel module Help & Support takes their place (spec 02 §2), beside a module switch.
 */
export function ModuleLinks({ modules }: { modules: Module[] }) {
  const t = useT();
  const { moduleId, zoneIds, chooseModule } = useShellState();
  if (!zoneIds) return null;
  if (modules.find((module) => module.id === moduleId)?.module_type === 'parcel') {
    return (
      <>
        <li>
          <Link href="/help-and-support" className={LINK_CLASS}>
            {t('pages.help')}
          </Link>
        </li>
        <li>
          <ShellActionButton action="module" className={LINK_CLASS}>
            {t('home.switchModule')}
          </ShellActionButton>
        </li>
      </>
    );
  }
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
