import {
  loyaltyPointTransactions,
  loyaltyPointTransfer,
  walletTransactions,
} from '@marketplace/contract/endpoints/wallet';
import { callApi } from '@/lib/api-client';

export const LEDGER_PAGE_SIZE = 10;

export function fetchWalletTransactions(page: number, signal?: AbortSignal) {
  return callApi(walletTransactions, { query: { limit: LEDGER_PAGE_SIZE, offset: page }, signal });
}

export function fetchLoyaltyTransactions(page: number, signal?: AbortSignal) {
  return callApi(loyaltyPointTransactions, {
    query: { limit: LEDGER_PAGE_SIZE, offset: page },
    signal,
  });
}

/** POST /customer/loyalty-point/point-transfer: the server converts and checks the balance. */
export function transferPoints(point: number) {
  return callApi(loyaltyPointTransfer, { body: { point } });
}
