'use client';

import { Info } from 'lucide-react';
import { useT } from '@/features/i18n/i18n-provider';
import { useShellState } from '@/features/shell/shell-state-provider';
import { AppDialog } from '@/features/ui/app-dialog';
import { buttonClass } from '@/features/ui/button-styles';
import { Skeleton } from '@/features/ui/skeleton';
import { classNames } from '@/lib/class-names';
import { ModuleIcon } from './module-icon';
import { useZoneModules } from './use-zone-modules';

/** Spec 01 §2: a grid of modules, the note that one must be chosen, and the empty state. */
export function ModuleSelectionDialog() {
  const t = useT();
  const { dialog, closeDialog, zoneIds, moduleId, chooseModule } = useShellState();
  const isOpen = dialog?.kind === 'module';
  const modules = useZoneModules(zoneIds, isOpen);

  return (
    <AppDialog
      open={isOpen}
      onOpenChange={(open) => {
        if (!open) closeDialog();
      }}
      title={t('modules.dialogTitle')}
      size="lg"
    >
      <p role="note" className="mb-4 flex items-start gap-2 rounded-lg bg-brand-soft p-3 text-sm">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
        {t('modules.note')}
      </p>
      {modules.isPending ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
            <Skeleton key={key} className="h-28" />
          ))}
        </div>
      ) : modules.isError ? (
        <div role="alert" className="space-y-3 text-center">
          <p className="text-sm text-danger">{t('modules.loadError')}</p>
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => modules.refetch()}
          >
            {t('common.retry')}
          </button>
        </div>
      ) : modules.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line p-6 text-center text-sm text-ink-muted">
          {t('modules.empty')}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {modules.data.map((module) => (
            <li key={module.id}>
              <button
                type="button"
                onClick={() => chooseModule(module.id)}
                aria-current={module.id === moduleId ? 'true' : undefined}
                className={classNames(
                  'flex h-full w-full flex-col items-center gap-2 rounded-xl border p-4 text-center text-sm font-semibold transition-colors hover:border-brand hover:bg-brand-soft',
                  module.id === moduleId ? 'border-brand bg-brand-soft' : 'border-line',
                )}
              >
                <ModuleIcon url={module.icon_full_url} className="size-12" />
                {module.module_name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </AppDialog>
  );
}
