import { randomBytes } from 'node:crypto';
import {
  CALLBACK_NOT_ALLOWED,
  PAYMENT_METHOD_UNAVAILABLE,
  WALLET_OFF_MESSAGE,
} from '@marketplace/contract/wallet';
import { createMoneyCodec } from '@marketplace/domain/money/money-codec';
import type { AppDeps } from '../../app-types';
import { AppError, ValidationError } from '../../errors/app-error';
import { runWithStoredAnswer } from '../../lib/stored-answers';
import { insertTopUpPayment } from '../payments/payments.repository';
import { getBusinessSettings } from '../settings/settings.cache';

type AddFundInput = { amount: number; payment_method: string; callback?: string | null };

/** A callback is kept only when it is a page of this storefront (no open redirect). */
export function acceptCallback(webUrl: string, callback: string | null | undefined): string | null {
  if (!callback) return null;
  let url: URL;
  try {
    url = new URL(callback);
  } catch {
    throw ValidationError.field('callback', CALLBACK_NOT_ALLOWED);
  }
  if (url.origin !== new URL(webUrl).origin) {
    throw ValidationError.field('callback', CALLBACK_NOT_ALLOWED);
  }
  return url.toString();
}

/**
 * POST /customer/wallet/add-fund: records a pending top-up and answers the demo gateway's page.
 * Nothing is credited here: only the gateway's signed callback does (settle-wallet-top-up). With
 * an Idempotency-Key a retry answers the first top-up's page instead of opening another.
 */
export async function addFund(
  { db, env, caches }: AppDeps,
  userId: number,
  body: AddFundInput,
  idempotencyKey: string | null = null,
): Promise<{ redirect_link: string }> {
  const settings = await getBusinessSettings({ db, caches });
  if (settings.customer_wallet_status !== 1 || settings.add_fund_status !== 1) {
    throw new AppError(403, 'wallet', WALLET_OFF_MESSAGE);
  }
  const isOffered =
    settings.digital_payment &&
    settings.payment_gateways.some((gateway) => gateway.gateway === body.payment_method);
  if (!isOffered) throw ValidationError.field('payment_method', PAYMENT_METHOD_UNAVAILABLE);
  const callbackUrl = acceptCallback(env.WEB_URL, body.callback);
  const amount = createMoneyCodec(settings.digit_after_decimal_point).fromWire(body.amount);
  const request = {
    endpoint: 'wallet-add-fund',
    owner: `user:${userId}`,
    key: idempotencyKey,
    body,
  };
  return runWithStoredAnswer(db, request, async (tx) => {
    const token = randomBytes(24).toString('base64url');
    await insertTopUpPayment(tx, { walletUserId: userId, amount, token, callbackUrl });
    return { redirect_link: `${env.PUBLIC_URL.replace(/\/+$/, '')}/payment/demo/${token}` };
  });
}
