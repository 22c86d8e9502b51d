import {
  loyaltyPointTransactions,
  loyaltyPointTransfer,
  walletAddFund,
  walletBonuses,
  walletTransactions,
} from '@marketplace/contract/endpoints/wallet';
import type { AddFundBody } from '@marketplace/contract/wallet';
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

/**
 * POST /customer/loyalty-point/point-transfer: the server converts and checks the balance. The
 * attempt's Idempotency-Key makes a retried request move the points once.
 */
export function transferPoints(point: number, idempotencyKey: string) {
  return callApi(loyaltyPointTransfer, {
    body: { point },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** GET /customer/wallet/bonuses: the top-up bonuses running today. */
export function fetchWalletBonuses(signal?: AbortSignal) {
  return callApi(walletBonuses, { signal });
}

/** The add-fund body; its callback brings the customer back to this storefront's /wallet. */
export function topUpBody(amount: number, paymentMethod: string, origin: string): AddFundBody {
  return {
    amount,
    payment_method: paymentMethod,
    callback: `${origin}/wallet`,
    payment_platform: 'web',
  };
}

/**
 * POST /customer/wallet/add-fund: the server answers the gateway's page; the wallet is credited
 * by the gateway's signed callback, which then sends the customer back to /wallet. The
 * attempt's Idempotency-Key makes a retried request answer the same payment page.
 */
export function startTopUp(body: AddFundBody, idempotencyKey: string) {
  return callApi(walletAddFund, { body, headers: { 'Idempotency-Key': idempotencyKey } });
}
