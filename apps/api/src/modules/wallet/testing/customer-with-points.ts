import type { TestApp } from '../../../test/test-app';
import { issueAccessToken } from '../../auth/access-tokens';
import { buildCustomer } from '../../auth/auth-test-kit';
import { lockPointsAndWallet, movePoints } from '../wallet.repository';

/** A customer whose points came in through the ledger (an admin bonus), as real points do. */
export async function customerWithPoints(t: Pick<TestApp, 'db'>, points: number) {
  const customer = await buildCustomer(t.db);
  await t.db.transaction(async (tx) => {
    const held = await lockPointsAndWallet(tx, customer.id);
    await movePoints(tx, {
      userId: customer.id,
      balanceBefore: held?.points ?? 0,
      points,
      kind: 'admin_bonus',
    });
  });
  return { customer, token: await issueAccessToken(t.db, customer.id) };
}
