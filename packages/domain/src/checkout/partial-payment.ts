import type { MinorUnits } from '../money/minor-units';
import type { PaymentMethod } from './payment-method';

export type PaymentSplitInput = {
  total: MinorUnits;
  walletBalance: MinorUnits;
  method: PaymentMethod;
  /** The place body's partial_payment: the wallet pays first, `method` pays the rest. */
  partial: boolean;
};

export type PaymentSplit = { walletPart: MinorUnits; otherPart: MinorUnits };

export type WalletProblem = { code: 'wallet_insufficient_balance'; message: string };

export const WALLET_INSUFFICIENT_BALANCE_MESSAGE = 'Insufficient balance in your wallet';

export type PaymentSplitResult =
  | ({ ok: true } & PaymentSplit)
  | { ok: false; problem: WalletProblem };

/**
 * Who pays what. Wallet only: the balance must cover the total. Partial: the wallet covers
 * min(balance, total) and `method` the rest (0 when the balance covers everything). `partial`
 * with method 'wallet' is wallet only. Otherwise the method pays everything.
 */
export function splitPayment(input: PaymentSplitInput): PaymentSplitResult {
  const total = Math.max(0, input.total);
  const balance = Math.max(0, input.walletBalance);
  if (input.method === 'wallet') {
    if (balance < total) {
      return {
        ok: false,
        problem: {
          code: 'wallet_insufficient_balance',
          message: WALLET_INSUFFICIENT_BALANCE_MESSAGE,
        },
      };
    }
    return { ok: true, walletPart: total, otherPart: 0 };
  }
  const walletPart = input.partial ? Math.min(balance, total) : 0;
  return { ok: true, walletPart, otherPart: total - walletPart };
}

/**
 * Spec 02 §3 partial payment: the wallet pays first and another method the rest, for a signed-in
 * customer, when the business allows partial payment and the wallet feature is on.
 */
export function isPartialPaymentAllowed(input: {
  partialPayment: boolean;
  wallet: boolean;
  isCustomer: boolean;
}): boolean {
  return input.partialPayment && input.wallet && input.isCustomer;
}

/**
 * Partial payment is offered when it is allowed and the wallet holds something but less than the
 * order's total (a wallet that covers the total pays alone; an empty one pays nothing).
 */
export function canOfferPartialPayment(input: {
  partialPayment: boolean;
  wallet: boolean;
  isCustomer: boolean;
  walletBalance: MinorUnits;
  /** null while the order's total is not known. */
  total: MinorUnits | null;
}): boolean {
  const { walletBalance, total } = input;
  return (
    isPartialPaymentAllowed(input) && total !== null && walletBalance > 0 && walletBalance < total
  );
}
