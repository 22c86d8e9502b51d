'use client';

import type { ReactNode } from 'react';
import { EmptyState } from '@/features/catalog/empty-state';
import { getErrorMessages } from '@/features/errors/query-client';
import { useT } from '@/features/i18n/i18n-provider';
import { buttonClass } from '@/features/ui/button-styles';
import { Skeleton } from '@/features/ui/skeleton';

type LedgerQuery = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/** A paged history with its loading, error and empty states (wallet and points alike). */
export function LedgerList({
  title,
  query,
  emptyTitle,
  children,
  count,
}: {
  title: string;
  query: LedgerQuery;
  emptyTitle: string;
  count: number;
  children: ReactNode;
}) {
  const t = useT();
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="space-y-2" aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-14 w-full" />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = (
      <EmptyState
        title={t('account.ledgerError')}
        body={getErrorMessages(query.error, t).join(' ')}
        action={
          <button
            type="button"
            className={buttonClass('secondary')}
            onClick={() => void query.refetch()}
          >
            {t('common.retry')}
          </button>
        }
      />
    );
  } else if (count === 0) {
    body = <EmptyState title={emptyTitle} />;
  } else {
    body = (
      <>
        <ul className="divide-y divide-line rounded-2xl border border-line bg-surface-raised">
          {children}
        </ul>
        {query.hasNextPage ? (
          <div className="mt-3 flex justify-center">
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? t('common.loading') : t('account.loadMore')}
            </button>
          </div>
        ) : null}
      </>
    );
  }
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="text-lg font-bold">{title}</h2>
      {body}
    </section>
  );
}

/** One movement: what it was, when, and the signed change. */
export function LedgerRow({
  label,
  when,
  change,
  isCredit,
  detail,
}: {
  label: string;
  when: string;
  change: string;
  isCredit: boolean;
  detail?: string;
}) {
  return (
    <li className="flex items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="truncate font-medium">{label}</p>
        <p className="text-xs text-ink-muted">
          {when}
          {detail ? ` · ${detail}` : ''}
        </p>
      </div>
      <p className={`shrink-0 font-bold tabular-nums ${isCredit ? 'text-brand' : 'text-danger'}`}>
        {change}
      </p>
    </li>
  );
}
