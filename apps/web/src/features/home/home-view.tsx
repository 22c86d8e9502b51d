import type { Module } from '@marketplace/contract/modules';
import type { ReactNode } from 'react';
import { readCatalogContext } from '@/features/catalog/catalog-api';
import { toCatalogSettings } from '@/features/catalog/catalog-settings';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import type { Translate } from '@/features/i18n/translate';
import { loadConfig } from '@/features/layout/shell-data';
import { ModuleIcon } from '@/features/modules/module-icon';
import { ParcelHome } from '@/features/parcel/parcel-home';
import { RentalHome } from '@/features/rental/rental-home';
import { ShellActionButton } from '@/features/shell/shell-action-button';
import { buttonClass } from '@/features/ui/button-styles';
import { MapPin, Store } from '@/features/ui/icons';
import { HomeCategoryResults } from './home-category-results';
import type { HomeQuery } from './home-page-query';
import { ModuleHome } from './module-home';

function Prompt({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-xl rounded-2xl border border-line bg-surface-raised p-8 text-center shadow-sm">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-ink-muted">{body}</p>
      <div className="mt-6 flex justify-center">{children}</div>
    </section>
  );
}

const NO_QUERY: HomeQuery = { categoryId: null, moduleId: null, fromAllCategories: false };

/** The greeting line above a module's home (the page's h1). */
function HomeGreeting({
  module,
  address,
  t,
}: {
  module: Module;
  address: string | null;
  t: Translate;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <ModuleIcon url={module.icon_full_url} className="size-9 rounded-lg" />
      <h1 className="text-xl font-extrabold md:text-2xl">
        {t('home.welcome', { name: module.module_name })}
      </h1>
      {address ? (
        <p className="flex w-full items-start gap-1.5 text-sm text-ink-muted sm:ms-auto sm:w-auto">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
          {t('home.deliveringTo', { address })}
        </p>
      ) : null}
    </div>
  );
}

/** Home per module (spec 01 §2), server-rendered for the chosen module and zones. */
export async function HomeView({ query = NO_QUERY }: { query?: HomeQuery }) {
  const [{ t }, context, config] = await Promise.all([
    getRequestI18n(),
    readCatalogContext(query.moduleId),
    loadConfig(),
  ]);

  if (!context.zoneIds) {
    return (
      <Prompt title={t('home.chooseLocationTitle')} body={t('home.chooseLocationBody')}>
        <ShellActionButton action="location" className={buttonClass('primary')}>
          <MapPin aria-hidden className="size-4" />
          {t('header.chooseLocation')}
        </ShellActionButton>
      </Prompt>
    );
  }

  const current = context.module;
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

  const settings = toCatalogSettings(config);
  const greeting = (
    <HomeGreeting module={current} address={context.location?.address ?? null} t={t} />
  );

  if (current.module_type === 'rental') {
    return (
      <div className="space-y-6">
        {greeting}
        <RentalHome module={current} config={config} />
      </div>
    );
  }

  if (current.module_type === 'parcel') {
    return (
      <div className="space-y-6">
        {greeting}
        <ParcelHome module={current} currency={settings.currency} />
      </div>
    );
  }

  const categoryId = query.categoryId;
  return (
    <div className="space-y-8">
      {greeting}
      {categoryId ? (
        <HomeCategoryResults
          categoryId={categoryId}
          module={current}
          settings={settings}
          fromAllCategories={query.fromAllCategories}
        />
      ) : (
        <ModuleHome module={current} settings={settings} />
      )}
    </div>
  );
}
