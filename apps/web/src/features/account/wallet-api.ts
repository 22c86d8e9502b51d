import {
  loyaltyPointTransactions,
  loyaltyPointTransfer,
  walletAddFund,
  walletBonuses,
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

/** GET /customer/wallet/bonuses: the top-up bonuses running today. */
export function fetchWalletBonuses(signal?: AbortSignal) {
  return callApi(walletBonuses, { signal });
}

/**
 * POST /customer/wallet/add-fund: the server answers the gateway's page; the wallet is credited
 * by the gateway's signed callback, which then sends the customer back to /wallet.
 */
export function startTopUp(amount: number, paymentMethod: string) {
  return callApi(walletAddFund, {
    body: {
      amount,
      payment_method: paymentMethod,
      callback: `${window.location.origin}/wallet`,
      payment_platform: 'web',
    },
  });
}
