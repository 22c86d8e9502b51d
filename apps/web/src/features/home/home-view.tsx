import { MapPin, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { loadModules } from '@/features/layout/shell-data';
import { ModuleIcon } from '@/features/modules/module-icon';
import { ShellActionButton } from '@/features/shell/shell-action-button';
import { buttonClass } from '@/features/ui/button-styles';
import { toImageSrc } from '@/lib/image-url';
import { readServerShellState } from '@/lib/server-api';

function Prompt({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-xl rounded-2xl border border-line bg-surface-raised p-8 text-center shadow-sm">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-ink-muted">{body}</p>
      <div className="mt-6 flex justify-center">{children}</div>
    </section>
  );
}

/** The shell's home: a greeting for the chosen module, or what is still missing to get there. */
export async function HomeView() {
  const [{ t }, state, modules] = await Promise.all([
    getRequestI18n(),
    readServerShellState(),
    loadModules(),
  ]);

  if (!state.zoneIds) {
    return (
      <Prompt title={t('home.chooseLocationTitle')} body={t('home.chooseLocationBody')}>
        <ShellActionButton action="location" className={buttonClass('primary')}>
          <MapPin aria-hidden className="size-4" />
          {t('header.chooseLocation')}
        </ShellActionButton>
      </Prompt>
    );
  }

  const current = modules?.find((module) => module.id === state.moduleId);
  if (!current) {
    return (
      <Prompt title={t('home.chooseModuleTitle')} body={t('home.chooseModuleBody')}>
        <ShellActionButton action="module" className={buttonClass('primary')}>
          <Store aria-hidden className="size-4" />
          {t('home.chooseModuleAction')}
        </ShellActionButton>
      </Prompt>
    );
  }

  const thumbnail = toImageSrc(current.thumbnail_full_url);
  return (
    <section
      aria-labelledby="home-title"
      className="overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-sm"
    >
      {thumbnail ? (
        // biome-ignore lint/performance/noImgElement: generated SVG banner from the API proxy.
        <img
          src={thumbnail}
          alt={current.module_name}
          width={1200}
          height={400}
          className="aspect-[3/1] w-full bg-brand-soft object-cover"
        />
      ) : null}
      <div className="space-y-4 p-5 md:p-8">
        <div className="flex items-center gap-3">
          <ModuleIcon url={current.icon_full_url} className="size-12 rounded-xl" />
          <h1 id="home-title" className="text-2xl font-extrabold md:text-3xl">
            {t('home.welcome', { name: current.module_name })}
          </h1>
        </div>
        {current.description ? <p className="text-ink-muted">{current.description}</p> : null}
        {state.location ? (
          <p className="flex items-start gap-2 text-sm">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
            {t('home.deliveringTo', { address: state.location.address })}
          </p>
        ) : null}
        <p className="rounded-lg bg-brand-soft px-3 py-2 text-sm">{t('home.catalogueSoon')}</p>
        <div className="flex flex-wrap gap-2">
          <ShellActionButton action="module" className={buttonClass('primary')}>
            {t('home.switchModule')}
          </ShellActionButton>
          <ShellActionButton action="location" className={buttonClass('secondary')}>
            {t('home.changeLocation')}
          </ShellActionButton>
        </div>
      </div>
    </section>
  );
}
