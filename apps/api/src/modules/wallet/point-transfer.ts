import type { MessageResponse } from '@marketplace/contract/errors';
import {
  LOYALTY_OFF_MESSAGE,
  POINT_BELOW_MINIMUM,
  POINT_OVER_BALANCE,
  POINT_TRANSFER_SUCCESS_MESSAGE,
  POINT_WORTHLESS,
} from '@marketplace/contract/loyalty';
import {
  convertPointsToMinor,
  getPointTransferProblem,
  type PointTransferProblem,
} from '@marketplace/domain/account/loyalty-conversion';
import type { AppDeps } from '../../app-types';
import { AppError, ValidationError } from '../../errors/app-error';
import { runWithStoredAnswer } from '../../lib/stored-answers';
import { UnauthorizedError } from '../auth/access-tokens';
import { getBusinessSettings } from '../settings/settings.cache';
import { lockPointsAndWallet, movePoints } from './wallet.repository';
import { moveWallet } from './wallet-moves.repository';

const PROBLEM_MESSAGES: Record<PointTransferProblem, (minimum: number) => string> = {
  below_minimum: (minimum) => POINT_BELOW_MINIMUM.replace('{minimum}', String(minimum)),
  over_balance: () => POINT_OVER_BALANCE,
  worthless: () => POINT_WORTHLESS,
};

/**
 * POST /customer/loyalty-point/point-transfer: under the customer's row lock, so concurrent
 * transfers queue and the second sees the first's balance (points never go below zero); the
 * points and the wallet move in one transaction, each with its ledger row. With an
 * Idempotency-Key a retry answers the first transfer's answer and moves nothing again.
 */
export async function transferPointsToWallet(
  { db, caches }: AppDeps,
  userId: number,
  points: number,
  idempotencyKey: string | null = null,
): Promise<MessageResponse> {
  const settings = await getBusinessSettings({ db, caches });
  if (settings.loyalty_point_status !== 1 || settings.customer_wallet_status !== 1) {
    throw new AppError(403, 'loyalty', LOYALTY_OFF_MESSAGE);
  }
  const rules = {
    minimum: settings.loyalty_point_minimum_point,
    exchangeRate: settings.loyalty_point_exchange_rate,
    digits: settings.digit_after_decimal_point,
  };
  const request = {
    endpoint: 'loyalty-point-transfer',
    owner: `user:${userId}`,
    key: idempotencyKey,
    body: { point: points },
  };
  return runWithStoredAnswer(db, request, async (tx) => {
    const held = await lockPointsAndWallet(tx, userId);
    if (!held) throw new UnauthorizedError();
    const problem = getPointTransferProblem({ ...rules, points, balance: held.points });
    if (problem) throw ValidationError.field('point', PROBLEM_MESSAGES[problem](rules.minimum));
    const amount = convertPointsToMinor(points, rules.exchangeRate, rules.digits);
    await movePoints(tx, {
      userId,
      balanceBefore: held.points,
      points: -points,
      kind: 'wallet_transfer',
      walletAmount: amount,
    });
    await moveWallet(tx, { userId, balanceBefore: held.wallet, amount, kind: 'loyalty_point' });
    return { message: POINT_TRANSFER_SUCCESS_MESSAGE };
  });
}
