import 'server-only';
import type { Module } from '@marketplace/contract/modules';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { readCatalogContext } from '@/features/catalog/catalog-api';
import { getRequestI18n } from '@/features/i18n/request-i18n';
import { loadModules } from '@/features/layout/shell-data';
import { buttonClass } from '@/features/ui/button-styles';
import { RentalShell } from './rental-shell';

/** The rental module a rental page calls: the chosen one if it is rental, else the first active. */
export async function findRentalModule(): Promise<Module | null> {
  const [context, modules] = await Promise.all([readCatalogContext(), loadModules()]);
  if (context.module?.module_type === 'rental') return context.module;
  return modules?.find((module) => module.module_type === 'rental') ?? null;
}

/** A rental page's frame: the rental shell, or a way home when the module is not available. */
export async function RentalPage({ children }: { children: ReactNode }) {
  const [module, { t }] = await Promise.all([findRentalModule(), getRequestI18n()]);
  if (!module) {
    return (
      <section className="mx-auto max-w-xl rounded-2xl border border-line bg-surface-raised p-8 text-center">
        <p className="font-semibold">{t('rental.chooseModule')}</p>
        <Link href="/home" className={buttonClass('primary', 'md', 'mt-4')}>
          {t('header.home')}
        </Link>
      </section>
    );
  }
  return <RentalShell moduleId={module.id}>{children}</RentalShell>;
}
