import { NotFoundError } from '../../errors/app-error';
import type { PaymentSettler } from '../../services/feature-hooks';
import {
  findPaymentAmount,
  lockPayment,
  updatePaymentStatus,
} from '../payments/payments.repository';
import { findTopUpBonus } from './wallet-bonuses';
import { lockWalletBalance, moveWallet } from './wallet-moves.repository';

/**
 * A verified gateway callback for a wallet top-up, in one transaction under the payment's row
 * lock: the first callback decides; approved credits the wallet once, with its ledger row (and
 * the top-up bonus running then, with its own row); a replay (or a second process racing it)
 * finds the payment decided and changes nothing. The target is the wallet's user id.
 */
export const settleWalletTopUp: PaymentSettler = ({ db }, input) =>
  db.transaction(async (tx) => {
    const payment = await lockPayment(tx, input.paymentId);
    if (!payment) throw new NotFoundError('payment', 'Payment not found');
    if (payment.status !== 'pending') {
      return { paymentStatus: payment.status, status: payment.status, changed: false };
    }
    if (input.outcome === 'declined') {
      await updatePaymentStatus(tx, payment.id, 'declined', input.now);
      return { paymentStatus: 'declined', status: 'declined', changed: true };
    }
    const amount = await findPaymentAmount(tx, payment.id);
    const balance = await lockWalletBalance(tx, input.targetId);
    await moveWallet(tx, {
      userId: input.targetId,
      balanceBefore: balance,
      amount,
      kind: 'add_fund',
    });
    // The top-up bonus running at the callback is granted with it, in this one transaction, so
    // a replayed callback (which finds the payment decided above) grants it no second time.
    const bonus = await findTopUpBonus(tx, amount, input.now);
    if (bonus > 0) {
      await moveWallet(tx, {
        userId: input.targetId,
        balanceBefore: balance + amount,
        amount: bonus,
        kind: 'add_fund_bonus',
      });
    }
    await updatePaymentStatus(tx, payment.id, 'approved', input.now);
    return { paymentStatus: 'approved', status: 'approved', changed: true };
  });
