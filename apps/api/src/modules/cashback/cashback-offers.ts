import type { CashbackOffer, CashbackPreview } from '@marketplace/contract/cashback';
import { findBestCashback, isCashbackOfferOpen } from '@marketplace/domain/checkout/cashback';
import { formatLocalDate } from '@marketplace/domain/time/zoned-clock';
import type { AppDeps } from '../../app-types';
import type { RequestContext } from '../../plugins/parse-request-context';
import { resolveCustomer } from '../auth/caller';
import { loadMoney, type Money } from '../catalog/catalog-money';
import { getBusinessSettings } from '../settings/settings.cache';
import {
  type CashbackOfferRecord,
  countCashbackUses,
  selectCashbackOffers,
} from './cashback.repository';

function toWireOffer(offer: CashbackOfferRecord, money: Money): CashbackOffer {
  return {
    id: offer.id,
    title: offer.title,
    cashback_type: offer.type,
    cashback_amount: offer.type === 'amount' ? money.toWire(offer.amount) : offer.amount / 100,
    min_purchase: money.toWire(offer.minPurchase),
    max_discount: money.toWire(offer.maxDiscount),
    start_date: offer.startDate,
    end_date: offer.endDate,
    same_user_limit: offer.sameUserLimit,
  };
}

type Deps = Pick<AppDeps, 'db' | 'caches' | 'clock'>;

async function today(deps: Deps): Promise<string> {
  return formatLocalDate(deps.clock.now(), (await getBusinessSettings(deps)).time_zone);
}

/** GET /cashback/list: the offers running today on the business's calendar. */
export async function listCashbackOffers(deps: Deps): Promise<CashbackOffer[]> {
  const date = await today(deps);
  const money = await loadMoney(deps);
  const offers = await selectCashbackOffers(deps.db);
  return offers.filter((o) => isCashbackOfferOpen(o, date, 0)).map((o) => toWireOffer(o, money));
}

/**
 * The cashback an order total would earn on delivery: for a signed-in customer with their uses
 * counted; for anyone else as a first use. Nothing when the wallet is off. A preview only: the
 * credit is computed again from the delivered order's own total.
 */
export async function previewCashback(
  deps: Deps,
  userId: number | null,
  orderTotal: number,
): Promise<{ amount: number; offer: CashbackOfferRecord | null }> {
  const settings = await getBusinessSettings(deps);
  if (settings.customer_wallet_status !== 1) return { amount: 0, offer: null };
  const offers = await selectCashbackOffers(deps.db);
  const uses =
    userId === null ? new Map<number, number>() : await countCashbackUses(deps.db, userId);
  const verdict = findBestCashback(
    offers,
    orderTotal,
    formatLocalDate(deps.clock.now(), settings.time_zone),
    (id) => uses.get(id) ?? 0,
  );
  return verdict === null ? { amount: 0, offer: null } : verdict;
}

/** GET /getCashback?amount=. */
export async function getCashback(
  deps: Deps,
  ctx: Pick<RequestContext, 'bearerToken'>,
  amount: number,
): Promise<CashbackPreview> {
  const userId = ctx.bearerToken ? (await resolveCustomer(deps.db, ctx)).userId : null;
  const money = await loadMoney(deps);
  const preview = await previewCashback(deps, userId, money.fromWire(amount));
  return {
    cashback: money.toWire(preview.amount),
    offer: preview.offer ? toWireOffer(preview.offer, money) : null,
  };
}
