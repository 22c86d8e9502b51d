import type { MinorUnits } from '../money/minor-units';

/** The place body's payment_method (API-CONTRACT "Order place body"). */
export type PaymentMethod = 'cash_on_delivery' | 'digital_payment' | 'wallet';

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
