'use client';

import { useInfiniteQuery } from '@/lib/hydration-safe-query';
import { fetchLoyaltyTransactions, fetchWalletTransactions, LEDGER_PAGE_SIZE } from './wallet-api';

export const WALLET_LEDGER_KEY = ['account', 'wallet-transactions'] as const;
export const LOYALTY_LEDGER_KEY = ['account', 'loyalty-transactions'] as const;

const nextPage = (last: { total_size: number }, pages: unknown[]) =>
  pages.length * LEDGER_PAGE_SIZE < last.total_size ? pages.length + 1 : undefined;

/** The wallet's movements, page by page (1-based offset). */
export function useWalletLedger(enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: WALLET_LEDGER_KEY,
    queryFn: ({ pageParam, signal }) => fetchWalletTransactions(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled,
    meta: { silent: true },
  });
  return { ...query, rows: query.data?.pages.flatMap((page) => page.data) ?? [] };
}

/** The loyalty points' movements, page by page. */
export function useLoyaltyLedger(enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: LOYALTY_LEDGER_KEY,
    queryFn: ({ pageParam, signal }) => fetchLoyaltyTransactions(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled,
    meta: { silent: true },
  });
  return { ...query, rows: query.data?.pages.flatMap((page) => page.data) ?? [] };
}
