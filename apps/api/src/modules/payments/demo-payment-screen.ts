import type { ColorScheme } from '@marketplace/contract/headers';
import type { AppDeps } from '../../app-types';
import type { BusinessSettings } from '../../db/business-settings';
import { getBusinessSettings } from '../settings/settings.cache';
import { renderGatewayMessage, renderPaymentPage } from './demo-payment-page';
import { pickPaymentLocale } from './demo-payment-text';
import { buildPaymentReturnUrl } from './order-confirmation-url';
import { formatPaymentAmount } from './payment-amount';
import { findDemoPayment } from './payments.repository';

export type GatewayScreen = { status: number; html: string };

type Log = { warn: (obj: object, msg: string) => void };

export const NOT_FOUND_PAGE = renderGatewayMessage({
  title: 'Payment not found',
  message: 'This payment link is not valid. Go back to the store and try again.',
});

const page = (html: string): GatewayScreen => ({ status: 200, html });

/**
 * What GET /payment/demo/{token} shows: the amount and what it pays for with Approve / Decline;
 * a decided payment's outcome, or nothing to pay for a canceled or failed target; 404 otherwise.
 */
export async function renderDemoPaymentScreen(
  deps: Pick<AppDeps, 'db' | 'caches' | 'env'>,
  token: string,
  localization: string | string[] | undefined,
  log: Log,
  theme: ColorScheme | null = null,
): Promise<GatewayScreen> {
  const { db, env } = deps;
  const payment = await findDemoPayment(db, token);
  if (!payment) return { status: 404, html: NOT_FOUND_PAGE };
  const confirmation = (ok: boolean) =>
    buildPaymentReturnUrl(
      env.WEB_URL,
      payment.target,
      ok ? 'success' : 'fail',
      payment.callbackUrl,
    );
  const what =
    payment.target.kind === 'wallet'
      ? 'wallet top-up'
      : `${payment.target.kind} #${payment.target.id}`;
  if (payment.status !== 'pending') {
    const approved = payment.status === 'approved';
    return page(
      renderGatewayMessage({
        title: approved ? 'Payment approved' : 'Payment declined',
        message: `The payment for ${what} was ${payment.status} already.`,
        link: { href: confirmation(approved), label: 'Back to the store' },
        theme,
      }),
    );
  }
  if (payment.targetStatus === 'canceled' || payment.targetStatus === 'failed') {
    return page(
      renderGatewayMessage({
        title: 'Nothing to pay',
        message: `This ${what} was ${payment.targetStatus}; nothing will be charged.`,
        link: { href: confirmation(false), label: 'Back to the store' },
        theme,
      }),
    );
  }
  const settings = await readSettings(deps, log);
  return page(
    renderPaymentPage({
      token,
      target: payment.target,
      amountText: formatPaymentAmount(payment.amount, settings),
      brand: {
        businessName: settings?.business_name ?? 'The store',
        logo: settings?.logo ?? null,
        locale: pickPaymentLocale(localization),
        theme,
      },
    }),
  );
}

async function readSettings(
  deps: Pick<AppDeps, 'db' | 'caches'>,
  log: Log,
): Promise<BusinessSettings | null> {
  try {
    return await getBusinessSettings(deps);
  } catch (err) {
    log.warn({ err }, 'demo gateway: business settings unavailable; plain amount shown');
    return null;
  }
}
