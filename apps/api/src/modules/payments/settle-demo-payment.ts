import type { DemoPaymentOutcome } from '@marketplace/contract/payments';
import type { AppDeps } from '../../app-types';
import { NotFoundError } from '../../errors/app-error';
import type { PaymentSettlement } from '../../services/feature-hooks';
import { findDemoPayment, type PaymentTarget } from './payments.repository';

export const PAYMENT_NOT_FOUND_MESSAGE = 'Payment not found';

export type DemoPaymentSettlement = PaymentSettlement & {
  /** The order, rental trip or wallet top-up paid for. */
  target: PaymentTarget;
  /** A top-up's return page. */
  callbackUrl?: string | null;
};

type SettleOptions = { token: string; outcome: DemoPaymentOutcome; now?: Date };

/**
 * Applies a verified gateway callback: finds the payment by its token and hands the outcome to
 * the settler of what it pays for (the order's, the trip's or the wallet's, registered at app
 * start: services/feature-hooks.ts), which settles it in one transaction under the target's and
 * the payment's row locks. The first callback wins; later ones change nothing.
 */
export async function settleDemoPayment(
  deps: Pick<AppDeps, 'db' | 'orderEvents' | 'paymentSettlers'>,
  { token, outcome, now = new Date() }: SettleOptions,
): Promise<DemoPaymentSettlement> {
  const found = await findDemoPayment(deps.db, token);
  if (!found) throw new NotFoundError('payment', PAYMENT_NOT_FOUND_MESSAGE);
  const settle = deps.paymentSettlers[found.target.kind];
  const settled = await settle(deps, {
    targetId: found.target.id,
    paymentId: found.paymentId,
    outcome,
    now,
  });
  return {
    target: found.target,
    ...(found.target.kind === 'wallet' ? { callbackUrl: found.callbackUrl } : {}),
    ...settled,
  };
}
