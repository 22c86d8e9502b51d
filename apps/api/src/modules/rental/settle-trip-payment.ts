import { canTripTransition } from '@marketplace/domain/rental/trip-status';
import { NotFoundError } from '../../errors/app-error';
import type { PaymentSettler } from '../../services/feature-hooks';
import { runOrderTransaction } from '../orders/order-event-queue';
import { lockPayment, updatePaymentStatus } from '../payments/payments.repository';
import { markTripPaid, transitionTrip } from './trip-transition';
import { lockTrip } from './trips.repository';

/**
 * The demo gateway's verified outcome for a trip, under the trip's and the payment's row locks
 * (trip first, as every trip change does): approved → paid and pending → confirmed; declined →
 * failed, which gives back the units, the wallet part and the coupon. The first callback wins.
 */
export const settleTripPayment: PaymentSettler = (deps, input) =>
  runOrderTransaction(deps, async (tx) => {
    const inTx = { ...deps, db: tx };
    const trip = await lockTrip(tx, input.targetId);
    const payment = await lockPayment(tx, input.paymentId);
    if (!trip || !payment) throw new NotFoundError('payment', 'Payment not found');
    if (payment.status !== 'pending') {
      return { paymentStatus: payment.status, status: trip.status, changed: false };
    }
    const final = trip.status === 'canceled' || trip.status === 'failed';
    if (input.outcome === 'approved' && !final) {
      await updatePaymentStatus(tx, payment.id, 'approved', input.now);
      const paid = await markTripPaid(inTx, trip.id, input.now);
      return { paymentStatus: 'approved', status: paid.status, changed: true };
    }
    // Declined, or approved for a trip already canceled (nothing is charged then).
    await updatePaymentStatus(tx, payment.id, 'declined', input.now);
    let status = trip.status;
    if (trip.paymentStatus !== 'paid' && canTripTransition(trip.status, 'failed')) {
      status = (await transitionTrip(inTx, trip.id, 'failed', { now: input.now })).status;
    }
    return { paymentStatus: 'declined', status, changed: true };
  });
