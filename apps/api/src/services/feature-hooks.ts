import type { DemoPaymentOutcome } from '@marketplace/contract/payments';
import type { Database } from '../db/client';
import type { OrderEventBus } from './order-event-bus';

/**
 * Moves what a guest collected (a cart, a rental cart) to the customer who signs in with its
 * guest_id, inside the sign-in transaction.
 */
export type GuestHandover = (tx: Database, guestId: string, userId: number) => Promise<unknown>;

/** What a gateway payment pays for: an order, a rental trip or a wallet top-up. */
export type PaymentPurpose = 'order' | 'trip' | 'wallet';

export type PaymentSettlement = {
  paymentStatus: 'pending' | 'approved' | 'declined';
  /** The order's or the trip's status after the callback (a top-up: the payment's). */
  status: string;
  /** false for a replayed callback: the payment had its outcome already. */
  changed: boolean;
};

/**
 * Applies a verified gateway outcome to one purpose's target (order id, trip id or the wallet's
 * user id), in its own transaction under the target's and the payment's row locks.
 */
export type PaymentSettler = (
  deps: { db: Database; orderEvents: OrderEventBus },
  input: { targetId: number; paymentId: number; outcome: DemoPaymentOutcome; now: Date },
) => Promise<PaymentSettlement>;

/**
 * Handlers a feature calls without importing the features that provide them, so that auth and
 * payments sit below cart, rental, orders and wallet (no import loops between feature folders).
 * Built once at app start (feature-hooks.ts beside app.ts) and handed down in AppDeps.
 */
export type FeatureHooks = {
  /** Run in order when a guest signs in (auth/finish-sign-in). */
  guestHandovers: readonly GuestHandover[];
  /** One settler per purpose (payments/settle-demo-payment). */
  paymentSettlers: Readonly<Record<PaymentPurpose, PaymentSettler>>;
};
