'use client';

import Link from 'next/link';
import { fetchModuleCategories } from '@/features/categories/categories-api';
import { useT } from '@/features/i18n/i18n-provider';
import { ModuleIcon } from '@/features/modules/module-icon';
import { getStoreHref } from '@/features/stores/store-href';
import { fetchLatestStores, fetchPopularStores } from '@/features/stores/stores-api';
import { Skeleton } from '@/features/ui/skeleton';
import { useQuery } from '@/lib/hydration-safe-query';

/**
 * Spec 01 §2 / §9: at most 10 categories and 12 latest stores in the drawer; popular stores,
 * whose limit the spec does not give, take the same 12 (a store list's page).
 */
export const DRAWER_CATEGORY_LIMIT = 10;
export const DRAWER_STORE_LIMIT = 12;
/** Spec 01 §9: category queries are cached and stale for 300000 ms. */
const CATEGORY_CACHE_MS = 300_000;

const linkClass = 'flex items-center gap-3 rounded-lg px-3 py-2 text-sm hover:bg-surface-muted';

export function DrawerCategories({
  moduleId,
  onNavigate,
}: {
  moduleId: number | null;
  onNavigate: () => void;
}) {
  const t = useT();
  const categories = useQuery({
    queryKey: ['categories', moduleId],
    queryFn: ({ signal }) => fetchModuleCategories(moduleId, signal),
    enabled: moduleId !== null,
    staleTime: CATEGORY_CACHE_MS,
    gcTime: CATEGORY_CACHE_MS,
  });

  if (moduleId === null)
    return <p className="px-3 text-sm text-ink-muted">{t('drawer.chooseModuleFirst')}</p>;
  if (categories.isPending) {
    return (
      <div className="space-y-2 px-3">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-5 w-3/5" />
      </div>
    );
  }
  if (categories.isError) {
    return (
      <p role="alert" className="px-3 text-sm text-danger">
        {t('errors.generic')}
      </p>
    );
  }
  const list = categories.data.slice(0, DRAWER_CATEGORY_LIMIT);
  if (list.length === 0)
    return <p className="px-3 text-sm text-ink-muted">{t('drawer.noCategories')}</p>;
  return (
    <ul>
      {list.map((category) => (
        <li key={category.id}>
          <Link
            href={`/category/${category.id}`}
            prefetch={false}
            className={linkClass}
            onClick={onNavigate}
          >
            <ModuleIcon url={category.image_full_url} className="size-6 rounded" />
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const STORE_LISTS = {
  latest: { fetch: fetchLatestStores, title: 'drawer.latestStores' },
  popular: { fetch: fetchPopularStores, title: 'drawer.popularStores' },
} as const;

/** Latest or popular stores, shown only when the stores API answers; never invented stores. */
export function DrawerStores({
  kind,
  moduleId,
  onNavigate,
}: {
  kind: keyof typeof STORE_LISTS;
  moduleId: number | null;
  onNavigate: () => void;
}) {
  const t = useT();
  const { fetch, title } = STORE_LISTS[kind];
  const stores = useQuery({
    queryKey: ['stores', kind, moduleId],
    queryFn: ({ signal }) => fetch(moduleId, DRAWER_STORE_LIMIT, signal),
    enabled: moduleId !== null,
    retry: false,
    meta: { silent: true },
  });
  const list = stores.data?.stores.slice(0, DRAWER_STORE_LIMIT) ?? [];
  if (!stores.isSuccess || list.length === 0) return null;
  const headingId = `drawer-${kind}-stores`;

  return (
    <section aria-labelledby={headingId} className="border-t border-line pt-3">
      <h3 id={headingId} className="px-3 pb-1 text-xs font-semibold uppercase text-ink-muted">
        {t(title)}
      </h3>
      <ul>
        {list.map((store) => (
          <li key={store.id}>
            <Link
              href={getStoreHref(store)}
              prefetch={false}
              className={linkClass}
              onClick={onNavigate}
            >
              <ModuleIcon url={store.logo_full_url ?? ''} className="size-6 rounded-full" />
              {store.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
