import type { Config } from '@marketplace/contract/config';

/** A digital gateway the config lists (active_payment_method_list). */
export type PaymentGateway = { gateway: string; title: string; imageUrl: string | null };

/**
 * The config fields the checkout reads (API-CONTRACT "Config"; spec 02 §3), as plain booleans.
 * Built on the server from the cached /config so the page needs no extra call for them.
 */
export type CheckoutSettings = {
  guestCheckout: boolean;
  wallet: boolean;
  cashOnDelivery: boolean;
  digitalPayment: boolean;
  partialPayment: boolean;
  tips: boolean;
  scheduleOrder: boolean;
  homeDelivery: boolean;
  takeAway: boolean;
  additionalCharge: { enabled: boolean; name: string };
  gateways: PaymentGateway[];
};

export const DEFAULT_CHECKOUT_SETTINGS: CheckoutSettings = {
  guestCheckout: false,
  wallet: false,
  cashOnDelivery: true,
  digitalPayment: false,
  partialPayment: false,
  tips: false,
  scheduleOrder: false,
  homeDelivery: true,
  takeAway: false,
  additionalCharge: { enabled: false, name: '' },
  gateways: [],
};

export function toCheckoutSettings(config: Config | null): CheckoutSettings {
  if (!config) return DEFAULT_CHECKOUT_SETTINGS;
  return {
    guestCheckout: config.guest_checkout_status === 1,
    wallet: config.customer_wallet_status === 1,
    cashOnDelivery: config.cash_on_delivery,
    digitalPayment: config.digital_payment,
    partialPayment: config.partial_payment_status === 1,
    tips: config.dm_tips_status === 1,
    scheduleOrder: config.schedule_order,
    homeDelivery: config.home_delivery_status === 1,
    takeAway: config.takeaway_status === 1,
    additionalCharge: {
      enabled: config.additional_charge_status === 1,
      name: config.additional_charge_name,
    },
    gateways: config.active_payment_method_list.map((entry) => ({
      gateway: entry.gateway,
      title: entry.gateway_title,
      imageUrl: entry.gateway_image_full_url,
    })),
  };
}
