'use client';

import type { Config } from '@marketplace/contract/config';
import { fetchConfig } from '@/features/layout/config-api';
import { useQuery } from '@/lib/hydration-safe-query';

/** The config flags the account area follows (spec 02 §2 profile menu, §5 profile form). */
export type AccountConfig = {
  isManualLoginOn: boolean;
  isWalletOn: boolean;
  isLoyaltyOn: boolean;
  isReferralOn: boolean;
  pointExchangeRate: number;
  pointMinimum: number;
  /** Wallet top-ups (add fund) are offered. */
  isAddFundOn: boolean;
  /** The digital gateways a top-up can pay through. */
  gateways: { gateway: string; title: string; imageUrl: string | null }[];
  /** Major units a referral earns (config ref_earning_exchange_rate). */
  referralReward: number;
};

export function toAccountConfig(config: Config): AccountConfig {
  return {
    isManualLoginOn: config.centralize_login.manual_login_status === 1,
    isWalletOn: config.customer_wallet_status === 1,
    isLoyaltyOn: config.loyalty_point_status === 1,
    // Spec 01 §5: referral codes count only with the wallet on as well.
    isReferralOn: config.ref_earning_status === 1 && config.customer_wallet_status === 1,
    pointExchangeRate: config.loyalty_point_exchange_rate,
    pointMinimum: config.loyalty_point_minimum_point,
    isAddFundOn: config.customer_wallet_status === 1 && config.add_fund_status === 1,
    gateways: config.digital_payment
      ? config.active_payment_method_list.map((entry) => ({
          gateway: entry.gateway,
          title: entry.gateway_title,
          imageUrl: entry.gateway_image_full_url,
        }))
      : [],
    referralReward: config.ref_earning_exchange_rate,
  };
}

/** Shares the sign-in modal's /config read (same key and fetch), selecting the account flags. */
export function useAccountConfig() {
  return useQuery({
    queryKey: ['config', 'auth'],
    queryFn: ({ signal }) => fetchConfig(signal),
    select: toAccountConfig,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}
