import {
  loyaltyPointTransactions,
  loyaltyPointTransfer,
  walletAddFund,
  walletBonuses,
  walletTransactions,
} from '@marketplace/contract/endpoints/wallet';
import { IDEMPOTENCY_KEY_HEADER } from '@marketplace/contract/orders';
import type { App, AppDeps } from '../../app-types';
import { readIdempotencyKey } from '../../lib/idempotency';
import { route } from '../../lib/route';
import { resolveCustomer } from '../auth/caller';
import { addFund } from './add-fund';
import { transferPointsToWallet } from './point-transfer';
import { getWalletBonuses } from './wallet-bonuses';
import { getLoyaltyTransactions, getWalletTransactions } from './wallet-lists';

/** The signed-in customer's wallet and loyalty points (each caller sees only their own). */
export function walletRoutes(deps: AppDeps) {
  return async (app: App) => {
    await route(app, walletTransactions, async (request) => {
      const { userId } = await resolveCustomer(deps.db, request.ctx);
      return getWalletTransactions(deps, userId, request.query);
    });
    await route(app, walletAddFund, async (request) => {
      const { userId } = await resolveCustomer(deps.db, request.ctx);
      const key = readIdempotencyKey(request.headers[IDEMPOTENCY_KEY_HEADER]);
      return addFund(deps, userId, request.body, key);
    });
    await route(app, walletBonuses, async (request) => {
      await resolveCustomer(deps.db, request.ctx);
      return getWalletBonuses(deps);
    });
    await route(app, loyaltyPointTransactions, async (request) => {
      const { userId } = await resolveCustomer(deps.db, request.ctx);
      return getLoyaltyTransactions(deps, userId, request.query);
    });
    await route(app, loyaltyPointTransfer, async (request) => {
      const { userId } = await resolveCustomer(deps.db, request.ctx);
      const key = readIdempotencyKey(request.headers[IDEMPOTENCY_KEY_HEADER]);
      return transferPointsToWallet(deps, userId, request.body.point, key);
    });
  };
}
