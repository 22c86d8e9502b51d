import type { Translate } from '@/features/i18n/translate';
import { ShellActionButton } from '@/features/shell/shell-action-button';
import { buttonClass } from '@/features/ui/button-styles';
import { Store } from '@/features/ui/icons';

/** Catalogue lists are per module: without a chosen module the page asks for one. */
export function ModuleRequired({ title, t }: { title: string; t: Translate }) {
  return (
    <section className="mx-auto max-w-xl rounded-2xl border border-line bg-surface-raised p-8 text-center shadow-sm">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-ink-muted">{t('home.chooseModuleBody')}</p>
      <div className="mt-6 flex justify-center">
        <ShellActionButton action="module" className={buttonClass('primary')}>
          <Store aria-hidden className="size-4" />
          {t('home.chooseModuleAction')}
        </ShellActionButton>
      </div>
    </section>
  );
}
