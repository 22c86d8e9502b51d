import { getOrderPoints } from '@marketplace/domain/account/order-points';
import { getReferralReward } from '@marketplace/domain/account/referral-reward';
import type { Database } from '../../db/client';
import { creditDeliveredCashback } from '../cashback/credit-cashback';
import { loadBusinessSettings } from '../settings/settings.cache';
import { lockPointsAndWallet, movePoints } from '../wallet/wallet.repository';
import { lockWalletBalance, moveWallet } from '../wallet/wallet-moves.repository';
import { claimReferralReward, findActiveReferrer } from './completion-rewards.repository';
import type { OrderRow } from './order-transition';

/**
 * What a customer's order earns when it is delivered, in the transaction that delivers it (so it
 * happens once per order, under the order's row lock): loyalty points at the config's rate, and,
 * for the first completed order of a referred customer, the referrer's reward (once per referee,
 * settled by referral_rewards' primary key even when two orders are delivered at once), and
 * the best cashback offer's credit to the wallet (once per order, cashback/credit-cashback.ts).
 */
export async function rewardDeliveredOrder(tx: Database, order: OrderRow): Promise<void> {
  if (order.userId === null) return;
  const settings = await loadBusinessSettings(tx);
  const points = getOrderPoints({
    isLoyaltyOn: settings.loyalty_point_status === 1,
    orderTotal: order.total,
    pointsPerUnit: settings.loyalty_point_item_purchase_point,
    digits: settings.digit_after_decimal_point,
  });
  if (points > 0) {
    const held = await lockPointsAndWallet(tx, order.userId);
    if (held) {
      await movePoints(tx, {
        userId: order.userId,
        balanceBefore: held.points,
        points,
        kind: 'order_earn',
        orderId: order.id,
      });
    }
  }
  await creditDeliveredCashback(tx, order, settings);
  const referrerId = await findActiveReferrer(tx, order.userId);
  const amount = getReferralReward({
    isReferralOn: settings.ref_earning_status === 1,
    isWalletOn: settings.customer_wallet_status === 1,
    rewardPerReferral: settings.ref_earning_exchange_rate,
    hasActiveReferrer: referrerId !== null,
    isAlreadyRewarded: false,
  });
  if (referrerId === null || amount <= 0) return;
  const claimed = await claimReferralReward(tx, {
    refereeId: order.userId,
    referrerId,
    orderId: order.id,
    amount,
  });
  if (!claimed) return;
  const balanceBefore = await lockWalletBalance(tx, referrerId);
  await moveWallet(tx, {
    userId: referrerId,
    balanceBefore,
    amount,
    kind: 'referral_reward',
    orderId: order.id,
  });
}
